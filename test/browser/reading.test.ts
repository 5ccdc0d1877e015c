// Browser: reading the extracted text (issue #15, point 6): a PDF's wrapped lines are joined into paragraphs, so
// no word is stranded on a line of its own, while every highlighted clause still covers exactly its offsets, and
// each clause's type is written in the text where it begins (no hovering).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { displaySlice, reflowText } from '../../web/src/reflow.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, CONTRACT_PATH, signIn, skipReason, startConsoleHarness, type ConsoleHarness } from './support.ts';

const reason = skipReason();
const PIPELINE_TIMEOUT_MS = 90_000;

/** Hard-wraps each paragraph at `width` characters, as a PDF's text layer does; the columned signature block stays. */
function hardWrap(text: string, width: number): string {
  return text
    .trim()
    .split('\n\n')
    .map((paragraph) => {
      if (paragraph.includes('\n')) return paragraph;
      const lines: string[] = [];
      let line = '';
      for (const word of paragraph.split(' ')) {
        if (line !== '' && line.length + 1 + word.length > width) {
          lines.push(line);
          line = word;
        } else line = line === '' ? word : `${line} ${word}`;
      }
      return [...lines, line].join('\n');
    })
    .join('\n\n');
}

describe('console: reading the extracted text', { skip: reason ?? false }, () => {
  let harness: ConsoleHarness;
  let page: Page;
  let documentId: string;

  before(async () => {
    harness = await startConsoleHarness({ pipeline: true });
    page = await harness.newPage();
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByLabel('Name', { exact: true }).fill('Wrapped matter');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByRole('heading', { level: 1, name: 'Wrapped matter' }).waitFor();
    const wrapped = hardWrap(await readFile(CONTRACT_PATH, 'utf8'), 72);
    await page.locator('#upload-input').setInputFiles({ name: 'wrapped-agreement.txt', mimeType: 'text/plain', buffer: Buffer.from(wrapped) });
    const row = page.getByRole('row', { name: /wrapped-agreement\.txt/ });
    await row.getByText('Complete', { exact: true }).waitFor({ timeout: PIPELINE_TIMEOUT_MS });
    await row.getByRole('link', { name: 'wrapped-agreement.txt' }).click();
    await page.getByRole('heading', { name: 'Extracted text' }).waitFor();
    documentId = page.url().split('/documents/')[1]!.split(/[?#]/)[0]!;
  });
  after(async () => harness?.close());

  it('joins the lines the PDF only wrapped, and keeps paragraphs apart', async () => {
    const text = await page.evaluate(async (id) => (await fetch(`/api/v1/documents/${id}/text`)).text(), documentId);
    assert.ok(text.split('\n').length > 40, 'the uploaded text is hard-wrapped');
    const shown = (await page.locator('pre.document-text').textContent())!;
    const paragraphs = shown.split('\n\n');
    const payment = paragraphs.find((paragraph) => paragraph.startsWith('2. PAYMENT TERMS'))!;
    assert.ok(payment, 'the payment clause is a paragraph of its own');
    assert.doesNotMatch(payment, /\n/);
    assert.match(payment, /within thirty \(30\) days after receipt/);
    // Only whitespace changed.
    assert.equal(shown.replace(/\s+/g, ''), text.replace(/\s+/g, ''));
  });

  it('in a narrow window, words are no longer stranded on short lines of their own', async () => {
    await page.setViewportSize({ width: 600, height: 800 });
    // Screen lines of the text view filled less than a quarter: in the PDF's own line breaks, every line the window
    // wraps again leaves its last word or two on such a line; reflowed, only a paragraph's last line can be short.
    const shortLines = () =>
      page.locator('pre.document-text').evaluate((pre) => {
        const width = pre.clientWidth;
        const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
        const filled = new Map<number, number>();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            if (rect.width < 1) continue;
            const top = Math.round(rect.top);
            filled.set(top, (filled.get(top) ?? 0) + rect.width);
          }
        }
        return [...filled.values()].filter((used) => used < width * 0.25).length;
      });
    const paragraphs = (await page.locator('pre.document-text').textContent())!.split('\n\n').length;
    const reflowed = await shortLines();
    await page.getByLabel('Show the document’s own line breaks').check();
    const original = await shortLines();
    await page.getByLabel('Show the document’s own line breaks').uncheck();
    await page.setViewportSize({ width: 1280, height: 800 });
    assert.ok(reflowed <= paragraphs, `${reflowed} short lines for ${paragraphs} paragraphs`);
    assert.ok(original > reflowed * 2, `original line breaks: ${original} short lines, reflowed: ${reflowed}`);
  });

  it('highlights every clause at its offsets, labelled with its type where it begins', async () => {
    const { text, report } = await page.evaluate(async (id) => {
      const [text, report] = await Promise.all([
        fetch(`/api/v1/documents/${id}/text`).then((r) => r.text()),
        fetch(`/api/v1/documents/${id}/report`).then((r) => r.json()),
      ]);
      return { text, report };
    }, documentId);
    const clauses = (report.clauses as { type: string; start: number; end: number }[]).filter((clause) => clause.end > clause.start);
    assert.ok(clauses.length > 0);
    const marks = page.locator('pre.document-text mark.clause-mark');
    const markTexts = (await marks.allTextContents()).join('');
    for (const clause of clauses) {
      // What the view shows for the clause: exactly its offsets' text, with the wrapped line breaks joined.
      const expected = displaySlice(text, clause.start, clause.end, reflowText(text));
      assert.ok(markTexts.includes(expected), `clause ${clause.type} at ${clause.start}-${clause.end} is highlighted`);
    }
    const labelled = page.locator('pre.document-text mark[data-types]');
    assert.ok((await labelled.count()) > 0);
    const [types, label, visible] = await labelled.first().evaluate((mark) => {
      const style = getComputedStyle(mark, '::before');
      return [mark.getAttribute('data-types'), style.content, style.display !== 'none' && style.visibility !== 'hidden'];
    });
    assert.equal(label, JSON.stringify(types));
    assert.equal(visible, true);
    assert.equal(await page.getByText(/hover/i).count(), 0, 'no hint asks to hover');
  });

  it("shows the document's own line breaks on request", async () => {
    await page.getByLabel('Show the document’s own line breaks').check();
    const text = await page.evaluate(async (id) => (await fetch(`/api/v1/documents/${id}/text`)).text(), documentId);
    assert.equal(await page.locator('pre.document-text').textContent(), text);
    await page.getByLabel('Show the document’s own line breaks').uncheck();
    assert.notEqual(await page.locator('pre.document-text').textContent(), text);
  });
});

if (reason) console.log(`# browser tests skipped: ${reason}`);
