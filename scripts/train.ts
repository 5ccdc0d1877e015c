// `npm run train`: rebuilds every model artifact in models/ from the CUAD pack (../shared/cuad or
// CLAUSEWISE_CUAD_DIR), deterministically (fixed seeds), from all its contracts: what ships learns from every
// labelled contract, once the choices were made on grouped cross-validation and on the hold-out.
// `npm run train -- --without-holdout [--out=DIR]`: the same models from the training part only, into
// build/models-without-holdout (or DIR), for the hold-out evaluations (scripts/lib/holdout-models.ts).
// Each step is a module exporting `main(modelDir, part)`; they run in order and the first failure stops the run.

import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { trainingPartOf } from './lib/cuad.ts';
import { HOLDOUT_MODEL_DIR, writeTrainingSet } from './lib/holdout-models.ts';
import { DEFAULT_MODEL_DIR } from '../src/engines/local/embedding/embedder.ts';

const STEPS = [
  'train/train-contract-type.ts',
  'train/train-clauses.ts',
  'train/train-general.ts',
  'train/train-embedder.ts',
];

const part = trainingPartOf();
const modelDir = process.argv.find((a) => a.startsWith('--out='))?.slice('--out='.length) ?? (part === 'train' ? HOLDOUT_MODEL_DIR : DEFAULT_MODEL_DIR);
mkdirSync(modelDir, { recursive: true });
console.log(`training on ${part === 'all' ? 'all CUAD contracts' : 'the training part (hold-out left out)'} into ${modelDir}`);
for (const step of STEPS) {
  const started = Date.now();
  console.log(`== ${step}`);
  const module = (await import(pathToFileURL(join(import.meta.dirname, step)).href)) as { main(modelDir: string, part: 'all' | 'train'): Promise<void> };
  await module.main(modelDir, part);
  console.log(`== ${step} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
writeTrainingSet(modelDir, part);
