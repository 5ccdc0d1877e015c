// Extraction quality on real contracts (issue #3):
//   npm run eval:extract -- [pdf folder] [--txt folder] [--limit N] [--ocr-pages N]
// 1. Each PDF goes through the production extractor and is compared with the matching .txt (CUAD's
//    reference text) by word-level similarity after whitespace normalisation (curly quotes and dashes folded); prints each document, the median
//    and the worst. Target: median ≥ 0.97, none below 0.85 unless it is a scan.
// 2. OCR: page 2 (or 1) of the first N PDFs rendered at 300 dpi, OCR'd as PNGs, compared with the page's text
//    layer by character error rate. Target: ≤ 3 %.

import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createLocalExtractor } from '../src/engines/local/extract/index.ts';
import { characterErrorRate, EVAL_LIMITS, listPdfs, matchingTxt, median, parseCorpusArgs, renderPdfPage, wordSimilarity } from './lib/extract-eval.ts';

const args = parseCorpusArgs(process.argv.slice(2), { limit: 0, ocrPages: 5 });
if (!existsSync(args.pdfDir)) {
  console.log(`eval:extract skipped: no PDF folder at ${args.pdfDir} (set CLAUSEWISE_CUAD_DIR or pass a folder)`);
  process.exit(0);
}

const extractor = createLocalExtractor(EVAL_LIMITS);
const pdfs = listPdfs(args.pdfDir, args.limit);
const scores: { name: string; similarity: number; pages: number; ocrUsed: boolean }[] = [];
const failures: string[] = [];

console.log(`Text similarity (word-level 2·LCS/(|a|+|b|), whitespace-normalised, quotes/dashes folded) over ${pdfs.length} PDFs from ${args.pdfDir}`);
for (const pdf of pdfs) {
  const reference = matchingTxt(pdf, args.txtDir);
  if (reference === null) continue;
  const name = basename(pdf, '.pdf');
  try {
    const result = await extractor.extract({ path: pdf, fileType: 'pdf' });
    const similarity = wordSimilarity(result.text, reference);
    scores.push({ name, similarity, pages: result.pageCount, ocrUsed: result.ocrUsed });
    console.log(`${similarity.toFixed(4)}  ${String(result.pageCount).padStart(4)} p${result.ocrUsed ? '  OCR' : '     '}  ${name}`);
  } catch (error) {
    failures.push(`${name}: ${(error as Error).message}`);
    console.log(`FAILED             ${name}: ${(error as Error).message}`);
  }
}

const similarities = scores.map((s) => s.similarity);
const worst = [...scores].sort((a, b) => a.similarity - b.similarity).slice(0, 5);
const textOnlyBelow = scores.filter((s) => s.similarity < 0.85 && !s.ocrUsed);
console.log('\n== Summary: text similarity');
console.log(`documents: ${scores.length}, failed: ${failures.length}`);
console.log(`median: ${median(similarities).toFixed(4)} (target ≥ 0.97)`);
console.log(`worst: ${worst.map((s) => `${s.similarity.toFixed(4)} ${s.name}${s.ocrUsed ? ' [OCR]' : ''}`).join('\n       ')}`);
console.log(`text-layer documents below 0.85: ${textOnlyBelow.length} (target 0)`);

if (args.ocrPages > 0) {
  console.log(`\n== OCR character error rate on 300-dpi renders of ${args.ocrPages} CUAD pages (target ≤ 3 %)`);
  const dir = mkdtempSync(join(tmpdir(), 'clausewise-eval-ocr-'));
  const rates: number[] = [];
  try {
    for (const pdf of listPdfs(args.pdfDir, 0)) {
      if (rates.length >= args.ocrPages) break;
      const page = (await renderPdfPage(pdf, 2)) ?? (await renderPdfPage(pdf, 1));
      // Pages with little text layer are scans themselves: they cannot serve as a reference.
      if (!page || page.textLayer.replace(/\s/g, '').length < 500) continue;
      const png = join(dir, `${rates.length}.png`);
      writeFileSync(png, page.image);
      const result = await extractor.extract({ path: png, fileType: 'png' });
      const rate = characterErrorRate(result.text, page.textLayer);
      rates.push(rate);
      console.log(`CER ${(rate * 100).toFixed(2)} %  ${basename(pdf, '.pdf')}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`median CER: ${(median(rates) * 100).toFixed(2)} %, worst: ${(Math.max(...rates) * 100).toFixed(2)} %`);
}

await extractor.close?.();
