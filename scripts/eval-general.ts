// `npx node scripts/eval-general.ts [--split=train] [--models=DIR] [--verbose]` (also run by `npm run eval:clauses`): general clause types measured like the
// independent evaluation (issue #9; definitions in scripts/lib/general-eval.ts): provisions of the hold-out
// contracts with their headings removed, numbered as paragraphs, about 20 to a document, run through the whole
// local engine (segmentation, tagging, wording checks, field-evidence types).

import { pathToFileURL } from 'node:url';
import { cuadAvailable } from './lib/cuad.ts';
import { buildProvisionDocuments, printGeneralScore, provisionTypes, scoreGeneral } from './lib/general-eval.ts';
import { createLocalAnalysisEngine, DEFAULT_MODEL_DIR } from '../src/engines/local/analysis/engine.ts';
import { holdoutModelDir } from './lib/holdout-models.ts';
import { analyzeText } from '../src/pipeline/analyze-text.ts';

export async function evaluateGeneralTypes(split: 'train' | 'holdout', modelDir = DEFAULT_MODEL_DIR, verbose = false) {
  const documents = buildProvisionDocuments(split);
  const engine = createLocalAnalysisEngine(modelDir);
  const predicted = [];
  for (const document of documents) {
    const text = document.text;
    const { segments } = await analyzeText(engine, text);
    const types = provisionTypes(document, segments);
    predicted.push(types);
    if (verbose)
      document.provisions.forEach((p, i) => {
        const wrong = [...types[i]!].filter((t) => !p.labels.includes(t));
        const missed = p.labels.filter((t) => t !== 'Other' && !types[i]!.has(t));
        if (wrong.length + missed.length > 0)
          console.log(`[${p.labels.join(',')} ← ${p.heading}] +${wrong.join(',')} -${missed.join(',')} :: ${text.slice(p.start, Math.min(p.end, p.start + 220))}`);
      });
  }
  return scoreGeneral(documents, predicted);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!cuadAvailable()) console.log('eval-general skipped: CUAD data not found (set CLAUSEWISE_CUAD_DIR or place it at ../shared/cuad)');
  else {
    const split = process.argv.includes('--split=train') ? 'train' : 'holdout';
    const modelDir = split === 'holdout' ? holdoutModelDir() : (process.argv.find((a) => a.startsWith('--models='))?.slice('--models='.length) ?? DEFAULT_MODEL_DIR);
    printGeneralScore(`general clause types on the ${split} split`, await evaluateGeneralTypes(split, modelDir, process.argv.includes('--verbose')));
  }
}
