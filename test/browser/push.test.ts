// Browser: live document status from the event stream (polling only as its fallback) and the project's
// Webhooks section (issue #14).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, CONTRACT_PATH, saveScreenshot, signIn, skipReason, startConsoleHarness, type ConsoleHarness } from './support.ts';

const reason = skipReason();
/** Upper bound for the small TXT contract to go through the whole local pipeline. */
const PIPELINE_TIMEOUT_MS = 90_000;

describe('console: live events and webhooks', { skip: reason ?? false }, () => {
  let harness: ConsoleHarness;
  let page: Page;
  let receiver: Server;
  let receiverUrl = '';
  let deliveriesReceived = 0;
  let projectUrl = '';
  let documentPath = '';

  before(async () => {
    // The receiver is on 127.0.0.1, which the server refuses as a webhook target unless told otherwise.
    harness = await startConsoleHarness({ pipeline: true, env: { CLAUSEWISE_WEBHOOK_ALLOW_PRIVATE: 'true' } });
    receiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        deliveriesReceived++;
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/clausewise`;
    page = await harness.newPage();
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByLabel('Name', { exact: true }).fill('Fabrikam supply matter');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByRole('heading', { level: 1, name: 'Fabrikam supply matter' }).waitFor();
    projectUrl = new URL(page.url()).pathname;
  });
  after(async () => {
    await harness?.close();
    receiver?.close();
  });

  it('adds a webhook, shows its signing secret once and lists it', async () => {
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByText('No webhooks yet.').waitFor();
    await section.getByLabel('Address (URL)', { exact: true }).fill(receiverUrl);
    await section.getByLabel('Document deleted', { exact: true }).uncheck();
    await section.getByRole('button', { name: 'Add webhook' }).click();

    await section.getByText('It is shown only this once').waitFor();
    const secret = await section.getByLabel('Signing secret', { exact: true }).inputValue();
    assert.match(secret, /^whsec_/);
    await saveScreenshot(page, 'webhook-secret-once');
    await section.getByRole('button', { name: 'I have stored the secret' }).click();

    const row = section.getByRole('row', { name: new RegExp(receiverUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await row.waitFor();
    assert.match(await row.innerText(), /Status changed, Analysis completed, Analysis failed/);
    assert.doesNotMatch(await row.innerText(), /Document deleted/);
    assert.equal(await page.getByText(secret).count(), 0, 'the secret must not be shown again');
    await page.reload();
    await section.getByRole('row', { name: /hooks\/clausewise/ }).waitFor();
    assert.equal(await page.getByText(secret).count(), 0, 'the secret must not come back after a reload');
  });

  it('shows the delivery log of a webhook once a document has moved through the pipeline', async () => {
    const contract = { name: 'supply-agreement.txt', mimeType: 'text/plain', buffer: await readFile(CONTRACT_PATH) };
    await page.locator('#upload-input').setInputFiles([contract]);
    const documentRow = page.getByRole('row', { name: /supply-agreement\.txt/ });
    await documentRow.getByText('Complete', { exact: true }).waitFor({ timeout: PIPELINE_TIMEOUT_MS });
    documentPath = (await documentRow.getByRole('link', { name: 'supply-agreement.txt' }).getAttribute('href')) ?? '';

    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByRole('button', { name: /^Deliveries to / }).click();
    const log = section.getByRole('region', { name: /^Deliveries to / });
    const delivered = log.getByRole('row').filter({ hasText: 'Analysis completed' }).filter({ hasText: 'Delivered' });
    // Deliveries are sent in the background: ask again until the completion has been delivered.
    while ((await delivered.count()) === 0) {
      await log.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForTimeout(200);
    }
    assert.match(await delivered.first().innerText(), /HTTP 204/);
    assert.match(await delivered.first().innerText(), /\d+ ms/);
    assert.ok(deliveriesReceived > 0);
    await saveScreenshot(page, 'webhook-deliveries');
  });

  /**
   * Opens the document page with its first `inFlightReads` reads answered as if the document were still in
   * the pipeline, so the page has something to wait for; later reads reach the server.
   */
  async function openDocumentSeenInFlight(inFlightReads: number): Promise<void> {
    let reads = 0;
    await page.route(`**/api/v1${documentPath}`, async (route: Route) => {
      if (route.request().method() !== 'GET' || ++reads > inFlightReads) return route.continue();
      const response = await route.fetch();
      const body = { ...(await response.json()), pipeline_status: 'extracting', completed_at: null };
      await route.fulfill({ response, json: body });
    });
    await page.goto(documentPath);
  }

  it('brings the document page to complete from the event stream', async () => {
    const stream = page.waitForResponse((response) => response.url().includes('/api/v1/events?document_id='));
    // Two stale reads: the page's first load and the re-read when the stream opens; only the stream's events
    // can cause the read that shows the document complete (polling runs only when the stream fails).
    await openDocumentSeenInFlight(2);
    const response = await stream;
    assert.equal(response.status(), 200);
    assert.match((await response.allHeaders())['content-type'] ?? '', /^text\/event-stream/);
    await page.getByRole('heading', { level: 1, name: 'supply-agreement.txt' }).waitFor();
    await page.getByRole('heading', { name: 'Report' }).waitFor();
    await page.unrouteAll();
  });

  it('falls back to polling when the event stream cannot be opened', async () => {
    await page.route('**/api/v1/events?**', (route) => route.abort());
    await openDocumentSeenInFlight(2);
    await page.getByRole('heading', { level: 1, name: 'supply-agreement.txt' }).waitFor();
    await page.getByRole('heading', { name: 'Report' }).waitFor();
    await page.unrouteAll();
  });

  it('deletes a webhook after confirmation', async () => {
    await page.goto(projectUrl);
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByRole('button', { name: /^Delete webhook to / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('No further events are sent to this address').waitFor();
    await dialog.getByRole('button', { name: 'Delete webhook' }).click();
    await section.getByText('No webhooks yet.').waitFor();
    await page.reload();
    await section.getByText('No webhooks yet.').waitFor();
  });
});
