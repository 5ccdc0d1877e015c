// Browser: sign-in and Settings > Security > API Credentials (issue #5, spec §5).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  apiRequest,
  saveScreenshot,
  signIn,
  skipReason,
  startConsoleHarness,
  type ConsoleHarness,
} from './support.ts';

const reason = skipReason();

describe('console: sign-in and API credentials', { skip: reason ?? false }, () => {
  let harness: ConsoleHarness;
  let page: Page;

  before(async () => {
    harness = await startConsoleHarness({ pipeline: false });
    page = await harness.newPage();
  });
  after(async () => harness?.close());

  it('refuses a wrong password with a message saying what to do', async () => {
    await page.goto('/');
    await saveScreenshot(page, 'sign-in');
    await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'email or password is wrong' }).waitFor();
  });

  it('signs the bootstrap admin in and shows the projects page', async () => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'API docs' }).getAttribute('href'), '/api/docs');
  });

  let clientId = '';
  let clientSecret = '';

  it('creates a credential and shows its secret exactly once', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: /API Credentials/ }).click();
    await page.getByRole('heading', { level: 1, name: 'API Credentials' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Nightly DMS sync');
    await page.getByRole('button', { name: 'Create credential' }).click();

    await page.getByText('It is shown only this once').waitFor();
    clientId = await page.getByLabel('Client ID', { exact: true }).inputValue();
    clientSecret = await page.getByLabel('Client secret', { exact: true }).inputValue();
    assert.ok(clientId.length > 0 && clientSecret.length > 0);
    assert.ok(await page.getByRole('button', { name: 'Copy client secret' }).isVisible());
    await saveScreenshot(page, 'credential-secret-once');

    await page.getByRole('button', { name: 'I have stored the secret' }).click();
    const row = page.getByRole('row', { name: /Nightly DMS sync/ });
    await row.waitFor();
    assert.match(await row.innerText(), new RegExp(clientId));
    assert.equal(await page.getByText(clientSecret).count(), 0, 'the secret must not be shown again');
    await page.reload();
    await page.getByRole('row', { name: /Nightly DMS sync/ }).waitFor();
    assert.equal(await page.getByText(clientSecret).count(), 0, 'the secret must not come back after a reload');
    await saveScreenshot(page, 'credentials');
  });

  let accessToken = '';

  it('the new credential gets a token that the API accepts', async () => {
    const exchange = await apiRequest(harness.apiUrl, 'POST', '/auth/token', {
      body: { client_id: clientId, client_secret: clientSecret },
    });
    assert.equal(exchange.status, 200);
    accessToken = (exchange.body as { access_token: string }).access_token;
    const projects = await apiRequest(harness.apiUrl, 'GET', '/projects', { token: accessToken });
    assert.equal(projects.status, 200);
  });

  it('lists when the credential was last used', async () => {
    await page.reload();
    const lastUsed = page.getByRole('row', { name: /Nightly DMS sync/ }).getByRole('cell').nth(3); // after Client ID, Owner, Created
    assert.notEqual((await lastUsed.textContent())?.trim(), 'Never');
  });

  it('a delete the server refuses keeps the row and says why, with the details (the shared confirm-delete)', async () => {
    await page.reload();
    await page.route('**/api/v1/admin/credentials/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Internal server error"}' })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Delete credential Nightly DMS sync' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete and revoke' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await alert.getByText('Details', { exact: true }).click();
    assert.match((await alert.locator('details pre').textContent())!, /^HTTP 500 from DELETE \/api\/v1\/admin\/credentials\//);
    await page.getByRole('row', { name: /Nightly DMS sync/ }).waitFor();
    await page.unroute('**/api/v1/admin/credentials/*');
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    assert.equal(await page.getByRole('alert').count(), 0);
  });

  it('deleting the credential after confirmation revokes its token', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Delete credential Nightly DMS sync' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('It is revoked at once').waitFor();
    await dialog.getByRole('button', { name: 'Delete and revoke' }).click();
    await page.getByText('No API credentials yet.').waitFor();

    const projects = await apiRequest(harness.apiUrl, 'GET', '/projects', { token: accessToken });
    assert.equal(projects.status, 401);
    const exchange = await apiRequest(harness.apiUrl, 'POST', '/auth/token', {
      body: { client_id: clientId, client_secret: clientSecret },
    });
    assert.equal(exchange.status, 401);
  });

  it('signs out and back to the sign-in form', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('signs in and reaches the settings with the keyboard alone, focus always visible', async () => {
    await page.goto('/');
    await page.getByLabel('Email', { exact: true }).and(page.locator(':focus')).waitFor(); // focused on arrival
    await page.keyboard.type(ADMIN_EMAIL);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();

    // A new page puts focus on its heading, so keyboard users start at the content; the menu is just before it.
    // The focus moves once the page has rendered, a moment after the heading appears on a loaded machine.
    await page.getByRole('heading', { level: 1, name: 'Projects' }).and(page.locator(':focus')).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Projects');
    let reachedSettings = false;
    for (let step = 0; step < 6 && !reachedSettings; step++) {
      await page.keyboard.press('Shift+Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        return { text: element.textContent, outline: getComputedStyle(element).outlineStyle };
      });
      assert.notEqual(focused.outline, 'none', `focus on "${focused.text}" must be visible`);
      reachedSettings = focused.text === 'Settings';
    }
    assert.ok(reachedSettings, 'Settings is reachable with the keyboard');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
  });
});

if (reason) console.log(`# browser tests skipped: ${reason}`);
