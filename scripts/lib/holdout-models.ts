// Which models an evaluation of the hold-out may score. What ships in models/ is trained on every CUAD contract,
// the hold-out included (scripts/lib/cuad.ts CuadPart), so scoring the hold-out with it would read training data.
// `npm run train -- --without-holdout` trains the same models on the training part only, into HOLDOUT_MODEL_DIR;
// the hold-out evaluations read those, or the folder `--models=DIR` names.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CuadPart } from './cuad.ts';

export const HOLDOUT_MODEL_DIR = join(import.meta.dirname, '..', '..', 'build', 'models-without-holdout');
const TRAINING_SET_FILE = 'training-set.json';

/** Records, beside the models, which part of the pack trained them. */
export function writeTrainingSet(modelDir: string, part: CuadPart): void {
  writeFileSync(join(modelDir, TRAINING_SET_FILE), `${JSON.stringify({ part }, null, 2)}\n`);
}

function trainingSetOf(modelDir: string): CuadPart | null {
  const file = join(modelDir, TRAINING_SET_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { part: CuadPart }).part : null;
}

/** The models folder a hold-out evaluation scores: `--models=DIR` or HOLDOUT_MODEL_DIR; exits with a message when
 *  they were trained on the hold-out or are not there yet. */
export function holdoutModelDir(argv: string[] = process.argv): string {
  const modelDir = argv.find((a) => a.startsWith('--models='))?.slice('--models='.length) ?? HOLDOUT_MODEL_DIR;
  if (!existsSync(modelDir)) {
    console.log(`No models trained without the hold-out at ${modelDir}: run \`npm run train -- --without-holdout\` first (about 8 minutes).`);
    process.exit(1);
  }
  if (trainingSetOf(modelDir) !== 'train') {
    console.log(`The models in ${modelDir} were trained on the hold-out too (or say nothing of it); scores on the hold-out would read training data. Run \`npm run train -- --without-holdout\` and score those.`);
    process.exit(1);
  }
  return modelDir;
}
