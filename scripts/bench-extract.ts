// Extraction speed (issue #3):
//   npm run bench:extract -- [pdf folder] [--limit N] [--ocr-pages N]
// Times the production extractor per document and per page over the PDFs and, when poppler's `pdftotext` is
// installed, pdftotext on the same files in the same run, with the ratio (target: median within 3×).
// Then times OCR on 300-dpi renders of CUAD pages, as single images and as one scanned PDF (target: under
// 3 s per page on a 2-core machine).

import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { createLocalExtractor } from '../src/engines/local/extract/index.ts';
import { EVAL_LIMITS, listPdfs, median, parseCorpusArgs, renderPdfPage } from './lib/extract-eval.ts';
// The tests' in-memory PDF writer, reused to wrap page renders into a scanned PDF.
import { buildPdf } from '../test/extract/fixture-builders.ts';

const run = promisify(execFile);
const args = parseCorpusArgs(process.argv.slice(2), { limit: 40, ocrPages: 3 });
if (!existsSync(args.pdfDir)) {
  console.log(`bench:extract skipped: no PDF folder at ${args.pdfDir} (set CLAUSEWISE_CUAD_DIR or pass a folder)`);
  process.exit(0);
}

async function hasPdftotext(): Promise<boolean> {
  try {
    await run('pdftotext', ['-v']);
    return true;
  } catch {
    return false;
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

const extractor = createLocalExtractor(EVAL_LIMITS);
const withPdftotext = await hasPdftotext();
const pdfs = listPdfs(args.pdfDir, args.limit);
// Warm-up: the first document pays for forking the extraction process and loading pdf.js.
if (pdfs[0]) await extractor.extract({ path: pdfs[0], fileType: 'pdf' });

// Timings are wall-clock: on a shared machine, read them next to the load average.
const printLoad = (when: string) => console.log(`load average ${when}: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
printLoad('at start');
console.log(`PDF text extraction over ${pdfs.length} PDFs from ${args.pdfDir}${withPdftotext ? '' : ' (pdftotext not installed: no comparison)'}`);
console.log(`${'pages'.padStart(5)} ${'ours ms'.padStart(9)} ${'ms/page'.padStart(8)} ${withPdftotext ? `${'pdftotext'.padStart(9)} ${'ratio'.padStart(6)} ` : ''} document`);
const rows: { pages: number; ours: number; poppler: number | null }[] = [];
for (const pdf of pdfs) {
  const ours = await timed(() => extractor.extract({ path: pdf, fileType: 'pdf' }));
  const poppler = withPdftotext ? (await timed(() => run('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { maxBuffer: 256 * 1024 * 1024 }))).ms : null;
  const pages = ours.value.pageCount;
  rows.push({ pages, ours: ours.ms, poppler });
  const comparison = poppler === null ? '' : `${poppler.toFixed(0).padStart(9)} ${(ours.ms / poppler).toFixed(2).padStart(6)} `;
  console.log(`${String(pages).padStart(5)} ${ours.ms.toFixed(0).padStart(9)} ${(ours.ms / pages).toFixed(1).padStart(8)} ${comparison} ${basename(pdf, '.pdf')}${ours.value.ocrUsed ? ' [OCR]' : ''}`);
}

const totalPages = rows.reduce((sum, r) => sum + r.pages, 0);
const totalOurs = rows.reduce((sum, r) => sum + r.ours, 0);
console.log('\n== Summary: text PDFs');
console.log(`ours: median ${median(rows.map((r) => r.ours)).toFixed(0)} ms/document, median ${median(rows.map((r) => r.ours / r.pages)).toFixed(1)} ms/page, ${((totalPages / totalOurs) * 1000).toFixed(0)} pages/s overall`);
if (withPdftotext) {
  const popplerRows = rows.filter((r): r is { pages: number; ours: number; poppler: number } => r.poppler !== null);
  const totalPoppler = popplerRows.reduce((sum, r) => sum + r.poppler, 0);
  console.log(`pdftotext: median ${median(popplerRows.map((r) => r.poppler)).toFixed(0)} ms/document, median ${median(popplerRows.map((r) => r.poppler / r.pages)).toFixed(1)} ms/page, ${((totalPages / totalPoppler) * 1000).toFixed(0)} pages/s overall`);
  console.log(`ratio ours/pdftotext: median ${median(popplerRows.map((r) => r.ours / r.poppler)).toFixed(2)}× per document (target ≤ 3×), overall ${(totalOurs / totalPoppler).toFixed(2)}×`);
}

if (args.ocrPages > 0) {
  console.log(`\n== OCR on 300-dpi renders of ${args.ocrPages} CUAD pages (target < 3 s per page)`);
  const pages: { image: Buffer; width: number; height: number }[] = [];
  for (const pdf of listPdfs(args.pdfDir, 0)) {
    if (pages.length >= args.ocrPages) break;
    const page = await renderPdfPage(pdf, 2, 'jpeg');
    if (page) pages.push(page);
  }
  const dir = mkdtempSync(join(tmpdir(), 'clausewise-bench-ocr-'));
  try {
    // Load the OCR model before timing.
    const warmUp = join(dir, 'warm-up.jpg');
    writeFileSync(warmUp, pages[0]!.image);
    await extractor.extract({ path: warmUp, fileType: 'jpg' });
    const imageMs: number[] = [];
    for (const [i, page] of pages.entries()) {
      const path = join(dir, `${i}.jpg`);
      writeFileSync(path, page.image);
      imageMs.push((await timed(() => extractor.extract({ path, fileType: 'jpg' }))).ms);
    }
    console.log(`single images: median ${median(imageMs).toFixed(0)} ms/page, worst ${Math.max(...imageMs).toFixed(0)} ms (${imageMs.map((ms) => ms.toFixed(0)).join(', ')})`);
    const scannedPdf = join(dir, 'scanned.pdf');
    writeFileSync(scannedPdf, buildPdf(pages.map((page) => ({ jpeg: { bytes: page.image, width: page.width, height: page.height } }))));
    const scan = await timed(() => extractor.extract({ path: scannedPdf, fileType: 'pdf' }));
    console.log(`scanned PDF of ${scan.value.pageCount} pages (render + OCR, pages in parallel): ${scan.ms.toFixed(0)} ms, ${(scan.ms / scan.value.pageCount).toFixed(0)} ms/page`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

printLoad('at end');
await extractor.close?.();
