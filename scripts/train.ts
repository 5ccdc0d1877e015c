// `npm run train`: rebuilds every model artifact in models/ from the CUAD pack (../shared/cuad or
// CLAUSEWISE_CUAD_DIR), deterministically (fixed seeds), never touching the hold-out contracts.
// Each step is a module exporting `main()`; they run in order and the first failure stops the run.

import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

const STEPS = [
  'train/train-contract-type.ts',
  'train/train-clauses.ts',
  'train/train-general.ts',
  'train/train-embedder.ts',
];

for (const step of STEPS) {
  const started = Date.now();
  console.log(`== ${step}`);
  const module = (await import(pathToFileURL(join(import.meta.dirname, step)).href)) as { main(): Promise<void> };
  await module.main();
  console.log(`== ${step} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
