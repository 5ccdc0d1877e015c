// Browser: projects, upload with progress, live pipeline status, the report, obligations and .ics (issue #5).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CONTRACT_PATH,
  saveScreenshot,
  signIn,
  skipReason,
  startConsoleHarness,
  type ConsoleHarness,
} from './support.ts';

const reason = skipReason();
/** Upper bound for the small TXT contract to go through the whole local pipeline. */
const PIPELINE_TIMEOUT_MS = 90_000;

describe('console: projects, uploads and reports', { skip: reason ?? false }, () => {
  let harness: ConsoleHarness;
  let page: Page;

  before(async () => {
    harness = await startConsoleHarness({ pipeline: true });
    page = await harness.newPage();
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  after(async () => harness?.close());

  it('shows an empty state that says what to do when there are no projects', async () => {
    await page.getByText('No projects yet.').waitFor();
    await page.getByText('Create one above').waitFor();
  });

  it('creates a project and opens it', async () => {
    await page.getByLabel('Name', { exact: true }).fill('Contoso retail matter');
    await page.getByLabel('Description (optional)', { exact: true }).fill('Analytics services for Contoso');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contoso retail matter' }).waitFor();
    await page.getByText('No documents in this project yet.').waitFor();
  });

  it("shows the project's analysis engine and explains why a model cannot be chosen on a server without one", async () => {
    const select = page.getByLabel('Analysis engine', { exact: true });
    assert.equal(await select.inputValue(), 'local');
    await select.selectOption('llm');
    await page.getByRole('alert').filter({ hasText: 'not available on this server' }).waitFor();
    await page.reload();
    assert.equal(await page.getByLabel('Analysis engine', { exact: true }).inputValue(), 'local');
  });

  it('records the side the matter acts for', async () => {
    await page.getByLabel('We act for', { exact: true }).fill('Customer');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.reload();
    assert.equal(await page.getByLabel('We act for', { exact: true }).inputValue(), 'Customer');
  });

  it('uploads several files one after another and says which one was refused and why', async () => {
    const notAContract = { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('\x7fELF\x02\x01\x01\0\0\0') };
    const contract = { name: 'services-agreement.txt', mimeType: 'text/plain', buffer: await readFile(CONTRACT_PATH) };
    await page.locator('#upload-input').setInputFiles([contract, notAContract]);
    const upload = page.getByRole('listitem').filter({ hasText: 'services-agreement.txt' });
    await upload.getByText('Uploaded').waitFor();
    assert.equal(await upload.getByRole('progressbar').getAttribute('value'), '1');
    const refused = page.getByRole('listitem').filter({ hasText: 'tool.exe' });
    await refused.getByText('Failed: This file is an ELF executable, not the EXE its name says.', { exact: false }).waitFor();
  });

  it('says an empty .txt is empty and a ZIP named .pdf is not the PDF its name says', async () => {
    const empty = { name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) };
    const zip = { name: 'renamed.pdf', mimeType: 'application/pdf', buffer: Buffer.from(zipSync({ 'notes.txt': strToU8('not a contract') })) };
    await page.locator('#upload-input').setInputFiles([empty, zip]);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await uploads.getByRole('listitem').filter({ hasText: 'empty.txt' }).getByText('This file is empty: there is nothing to analyse.').waitFor();
    await uploads.getByRole('listitem').filter({ hasText: 'renamed.pdf' }).getByText(/not the PDF its name says/).waitFor();
  });

  it('a failed upload shows no progress bar and can be dismissed', async () => {
    const failed = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: 'empty.txt' });
    assert.equal(await failed.getByRole('progressbar').count(), 0);
    await failed.getByRole('button', { name: 'Dismiss empty.txt' }).click();
    assert.equal(await failed.count(), 0);
    await page.getByRole('button', { name: 'Clear failed uploads' }).click();
    assert.equal(await page.getByRole('list', { name: 'Uploads' }).getByText(/^Failed:/).count(), 0);
  });

  it('refreshes the document list live until the contract is complete', async () => {

    const row = page.getByRole('row', { name: /services-agreement\.txt/ });
    await row.waitFor();
    await saveScreenshot(page, 'project-in-flight');
    // No reload: the page refreshes itself while a document is in the pipeline.
    await row.getByText('Complete', { exact: true }).waitFor({ timeout: PIPELINE_TIMEOUT_MS });
    assert.match(await row.innerText(), /risk/i);
    assert.equal(await page.getByRole('row', { name: /tool\.exe/ }).count(), 0, 'the refused file was not stored');
    await saveScreenshot(page, 'project');
  });

  it('opens the report with the pipeline, fields, clauses and obligations', async () => {
    await page.getByRole('link', { name: 'services-agreement.txt' }).click();
    await page.getByRole('heading', { level: 1, name: 'services-agreement.txt' }).waitFor();
    await page.getByRole('heading', { name: 'Report' }).waitFor();

    const steps = page.locator('.stepper li');
    assert.equal(await steps.count(), 8);
    assert.equal(await page.locator('.stepper .step-done').count(), 8);
    assert.match((await page.getByRole('region', { name: 'Contract details' }).textContent())!, /Classification.*Agreement/);

    const clauses = page.locator('.clause-list').first().locator('> li');
    assert.ok((await clauses.count()) > 0, 'the report lists clauses');
    await page.getByRole('heading', { name: 'Obligations' }).waitFor();
    const obligationRows = page.getByRole('region', { name: 'Obligations' }).locator('tbody tr');
    assert.ok((await obligationRows.count()) > 0, 'the contract has obligations');
    assert.ok((await page.locator('.document-text mark').count()) > 0, 'clauses are highlighted in the text');
    await saveScreenshot(page, 'document-report');
  });

  it('lists each passage once, its types as chips', async () => {
    const items = page.getByRole('list', { name: 'Clauses' }).locator('> li');
    const passages = await items.locator('blockquote').allTextContents();
    assert.ok(passages.length > 0);
    assert.equal(new Set(passages).size, passages.length, 'no passage is listed twice');
    for (const item of await items.all()) assert.ok((await item.locator('.chip').count()) >= 1);
  });

  it('labels each highlighted clause in the text with its type, without hovering', async () => {
    const labelled = page.locator('.document-text mark[data-types]');
    assert.ok((await labelled.count()) > 0);
    const first = labelled.first();
    const [types, label] = await first.evaluate((mark) => [mark.getAttribute('data-types'), getComputedStyle(mark, '::before').content]);
    assert.equal(label, JSON.stringify(types));
    assert.match((await first.getAttribute('title'))!, new RegExp(types!.split(' · ')[0]!));
  });

  it('gives a passage with several types one combined assessment', async () => {
    const several = page.getByRole('list', { name: 'Clauses' }).locator('> li').filter({ has: page.locator('.chip + .chip') }).first();
    await several.locator('summary').click();
    assert.equal(await several.getByText('Assessment:', { exact: true }).count(), 1);
    assert.equal(await several.getByText('Recommendation:', { exact: true }).count(), 1);
  });

  it('leads with the highest risks, and text order is one choice away', async () => {
    const items = page.getByRole('list', { name: 'Clauses' }).locator('> li');
    const rank: Record<string, number> = { 'High risk': 0, 'Medium risk': 1, 'Low risk': 2 };
    const risks = (await items.locator('summary .badge').allTextContents()).map((text) => rank[text]!);
    assert.deepEqual(risks, [...risks].sort((a, b) => a - b));
    await page.getByLabel('Order', { exact: true }).selectOption('text');
    const text = (await page.locator('pre.document-text').textContent())!;
    const offsets = (await items.locator('blockquote').allTextContents()).map((passage) => text.indexOf(passage));
    assert.deepEqual(offsets, [...offsets].sort((a, b) => a - b));
    await page.getByLabel('Order', { exact: true }).selectOption('risk');
  });

  it('fits a narrow window without sideways scrolling', async () => {
    await page.setViewportSize({ width: 700, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await saveScreenshot(page, 'document-report-narrow');
    await page.setViewportSize({ width: 1280, height: 800 });
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the window`);
  });

  it('filters clauses by risk', async () => {
    const all = await page.locator('.clause-list').first().locator('> li').count();
    await page.getByLabel('Risk', { exact: true }).selectOption('high');
    const high = await page.locator('.clause-list').first().locator('> li').count();
    const empty = await page.getByText('No clause matches these filters.').count();
    assert.ok(high <= all && (high > 0 || empty === 1));
    await page.getByLabel('Risk', { exact: true }).selectOption('');
  });

  it('saves an obligation status change through PATCH /obligations/{id}', async () => {
    const status = page.getByRole('region', { name: 'Obligations' }).getByRole('combobox').first();
    const label = await status.getAttribute('aria-label');
    const saved = page.waitForResponse((r) => r.url().includes('/api/v1/obligations/') && r.request().method() === 'PATCH');
    await status.selectOption('completed');
    assert.equal((await saved).status(), 200);
    await page.reload();
    assert.equal(await page.getByLabel(label!).inputValue(), 'completed');
  });

  it('marks active one-off obligations whose date has passed as overdue', async () => {
    // A fixed "today" long after the contract's dates, so the test does not depend on the machine's clock.
    await page.clock.setFixedTime(new Date('2099-01-01T12:00:00Z'));
    await page.reload();
    const table = page.getByRole('region', { name: 'Obligations' });
    await table.locator('tbody tr').first().waitFor();
    const rows = await table.locator('tbody tr').all();
    let expected = 0;
    for (const row of rows) {
      const recurrence = (await row.locator('td').nth(2).textContent())!;
      const status = await row.getByRole('combobox').inputValue();
      const dated = !(await row.locator('td').first().textContent())!.startsWith('Not computable');
      if (recurrence === 'None' && status === 'active' && dated) expected++;
    }
    assert.ok(expected > 0, 'the contract has an active one-off dated obligation');
    assert.equal(await table.getByText('Overdue', { exact: true }).count(), expected);
    await page.clock.setFixedTime(new Date());
  });

  it('downloads the obligations as an iCalendar file', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download obligations (.ics)' }).click(),
    ]);
    const content = await readFile((await download.path())!, 'utf8');
    assert.match(content, /^BEGIN:VCALENDAR/);
    assert.match(content, /BEGIN:VEVENT/);
  });

  it('downloads the report as JSON', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download report (JSON)' }).click(),
    ]);
    const report = JSON.parse(await readFile((await download.path())!, 'utf8'));
    assert.ok(Array.isArray(report.clauses));
  });

  it('finds the contract by searching its clauses and opens it from the result', async () => {
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await page.getByLabel('Find clauses about', { exact: true }).fill('which state law governs the agreement');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('region', { name: 'Results' });
    await results.getByRole('link', { name: 'services-agreement.txt' }).first().waitFor();
    assert.match(page.url(), /\/search\?q=which/);
    await saveScreenshot(page, 'search');
    await results.getByRole('link', { name: 'services-agreement.txt' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'services-agreement.txt' }).waitFor();
  });

  it('shows the score of each search result', async () => {
    await page.goto('/search?q=limitation%20of%20liability');
    const results = page.getByRole('region', { name: 'Results' });
    await results.locator('.clause').first().waitFor();
    const scores = await results.locator('.search-score').allTextContents();
    assert.equal(scores.length, await results.locator('.clause').count());
    for (const score of scores) assert.match(score, /^Score (0|1)\.\d\d$/);
  });

  it('a nonsense search says "No clause matches"', async () => {
    await page.goto('/search?q=xyzzy%20plugh');
    await page.getByText('No clause matches.').waitFor();
    assert.equal(await page.getByRole('region', { name: 'Results' }).locator('.clause').count(), 0);
  });

  it('never shows results typed "Other"', async () => {
    await page.goto('/search?q=the%20parties%20have%20executed%20this%20agreement');
    await page.getByRole('region', { name: 'Results' }).waitFor();
    assert.equal(await page.locator('.clause-head strong', { hasText: /^Other$/ }).count(), 0);
  });

  it('a search result opens the document at the clause, outlined in the text', async () => {
    await page.goto('/search?q=limitation%20of%20liability');
    const results = page.getByRole('region', { name: 'Results' });
    await results.locator('blockquote').first().waitFor();
    const firstText = (await results.locator('blockquote').first().textContent())!;
    await results.getByRole('link', { name: 'services-agreement.txt' }).first().click();
    const found = page.locator('.document-text .found-passage');
    await found.first().waitFor();
    assert.equal((await found.allTextContents()).join(''), firstText);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'found-passage');
  });

  it("shows the project's playbook and refuses invalid JSON with a message", async () => {
    await page.getByRole('link', { name: 'Project playbook' }).click();
    await page.getByRole('heading', { level: 1, name: 'Playbook' }).waitFor();
    await page.getByText('Version 1 (the default playbook)').waitFor();
    await saveScreenshot(page, 'playbook');
    await page.getByText('Advanced: the playbook as JSON').click();
    const editor = page.getByLabel('Playbook (JSON)', { exact: true });
    assert.ok((await editor.inputValue()).includes('"rules"'));
    await editor.fill('{ not json');
    await page.getByRole('button', { name: 'Save JSON as new version' }).click();
    await page.getByRole('alert').filter({ hasText: 'not valid JSON' }).waitFor();
  });

  it("shows the server's validation errors for a malformed playbook and saves a valid one as a new version", async () => {
    const editor = page.getByLabel('Playbook (JSON)', { exact: true });
    await page.reload();
    await page.getByText('Version 1 (the default playbook)').waitFor();
    await page.getByText('Advanced: the playbook as JSON').click();
    const original = await editor.inputValue();
    await editor.fill(JSON.stringify({ ...JSON.parse(original), rules: 'not a list' }));
    await page.getByRole('button', { name: 'Save JSON as new version' }).click();
    await page.getByRole('alert').filter({ hasText: 'The playbook was not saved' }).waitFor();

    await editor.fill(original);
    await page.getByRole('button', { name: 'Save JSON as new version' }).click();
    await page.getByText('Saved as version 2.').waitFor();
    await page.getByText(/^Version 2, saved/).waitFor();
  });

  it('names the rule and the field when a rule edited in the form is refused', async () => {
    const rule = page.getByRole('group', { name: 'Rule 1: Governing Law' });
    await rule.getByLabel('Why this rule', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save new version', exact: true }).click();
    await page.getByRole('alert').getByText('Rule 1 (Governing Law): why this rule cannot be empty.').waitFor();
  });

  it('a lawyer edits a rule in the form and saves it as a new version', async () => {
    await page.reload();
    const rule = page.getByRole('group', { name: 'Rule 2: Cap on Liability' });
    await rule.getByLabel('Risk when violated', { exact: true }).selectOption('medium');
    await rule.getByLabel('Cap of at least (months of fees)', { exact: true }).fill('6');
    await page.getByRole('button', { name: 'Save new version', exact: true }).click();
    await page.getByText('Saved as version 3.').waitFor();
    await saveScreenshot(page, 'playbook-form');
  });

  it('compares an earlier version with the current one, rule by rule', async () => {
    await page.getByRole('button', { name: 'Compare version 2 with current' }).click();
    const changes = page.getByRole('list', { name: 'Changes' });
    await changes.getByText('Cap on Liability: risk level “high” → “medium”').waitFor();
    await changes.getByText(/^Cap on Liability: conditions .*12.* → .*6/).waitFor();
  });

  it('lists the documents analysed under an older version', async () => {
    const stale = page.getByRole('region', { name: 'Documents analysed under an older playbook' });
    await stale.getByRole('link', { name: 'services-agreement.txt' }).waitFor();
    await stale.getByRole('button', { name: 'Re-analyse 1 document with version 3' }).waitFor();
  });

  it('re-analyses a document from its page and shows the new version in its report', async () => {
    await page.getByRole('region', { name: 'Documents analysed under an older playbook' }).getByRole('link', { name: 'services-agreement.txt' }).click();
    await page.getByText('This report used playbook version 1; the project now uses version 3.').waitFor();
    await page.getByRole('button', { name: 'Re-analyse with version 3' }).click();
    const version = page.locator('dt:text-is("Playbook version") + dd');
    await version.filter({ hasText: /^3$/ }).waitFor({ timeout: PIPELINE_TIMEOUT_MS });
    assert.equal(await page.getByText(/This report used playbook version/).count(), 0);
  });

  it('reverts the playbook to an earlier version after confirmation', async () => {
    await page.getByRole('link', { name: 'Project playbook' }).click();
    await page.getByRole('button', { name: 'Revert to version 2' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revert' }).click();
    await page.getByText('Saved as version 4.').waitFor();
    const rule = page.getByRole('group', { name: 'Rule 2: Cap on Liability' });
    assert.equal(await rule.getByLabel('Risk when violated', { exact: true }).inputValue(), 'high');
  });

  it('deletes a document after confirmation', async () => {
    await page.getByRole('link', { name: 'Contoso retail matter' }).click();
    await page.getByRole('button', { name: 'Delete services-agreement.txt' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete document' }).click();
    await page.getByText('No documents in this project yet.').waitFor();
  });

  it('shows the stage where the pipeline failed and the reason', async () => {
    const corruptPdf = { name: 'corrupt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n% this is not a real PDF body\n') };
    await page.locator('#upload-input').setInputFiles(corruptPdf);
    const row = page.getByRole('row', { name: /corrupt\.pdf/ });
    await row.getByText('Failed', { exact: true }).waitFor({ timeout: PIPELINE_TIMEOUT_MS });
    await row.getByRole('link', { name: 'corrupt.pdf' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Processing failed while extracting.' });
    await failure.waitFor();
    assert.match((await failure.textContent())!, /upload a readable copy/);
    assert.equal(await page.locator('.stepper [aria-current="step"]').count(), 1);
    await saveScreenshot(page, 'document-failed');
  });

  it('a failed document does not claim its parties were not found', async () => {
    const details = page.getByRole('region', { name: 'Contract details' });
    await details.getByText('Not analysed: processing failed').waitFor();
    assert.equal(await details.getByText('Parties').count(), 0);
  });

  it('deletes a failed document from its own page and returns to the project', async () => {
    await page.getByRole('button', { name: 'Delete document' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete document' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contoso retail matter' }).waitFor();
    await page.getByText('No documents in this project yet.').waitFor();
  });
});

if (reason) console.log(`# browser tests skipped: ${reason}`);
