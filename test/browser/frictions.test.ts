// Browser: small frictions (issue #15, point 6): renaming and deleting a project from its page, the skip link first
// in the tab order.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn, skipReason, startConsoleHarness, type ConsoleHarness } from './support.ts';

const reason = skipReason();

describe('console: small frictions', { skip: reason ?? false }, () => {
  let harness: ConsoleHarness;
  let admin: Page;

  before(async () => {
    harness = await startConsoleHarness({ pipeline: false });
    admin = await harness.newPage();
    await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    for (const name of ['Taken matter', 'Draft matter']) {
      await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
      await admin.getByLabel('Name', { exact: true }).fill(name);
      await admin.getByRole('button', { name: 'Create project' }).click();
      await admin.getByRole('heading', { level: 1, name }).waitFor();
    }
  });
  after(async () => harness?.close());

  it("a name another project has is refused with the reason, and the project keeps its name", async () => {
    await admin.getByRole('button', { name: 'Rename' }).click();
    await admin.getByLabel('Project name', { exact: true }).fill('Taken matter');
    await admin.getByRole('button', { name: 'Save name' }).click();
    const alert = admin.getByRole('alert');
    await alert.waitFor();
    assert.match((await alert.textContent())!, /already exists/);
    assert.equal(await admin.getByRole('heading', { level: 1 }).textContent(), 'Draft matter');
    await admin.getByRole('button', { name: 'Cancel' }).click();
  });

  it('renaming updates the heading and the project list', async () => {
    await admin.getByRole('button', { name: 'Rename' }).click();
    await admin.getByLabel('Project name', { exact: true }).fill('Signed matter');
    await admin.getByLabel('Description', { exact: true }).fill('Signed in March');
    await admin.getByRole('button', { name: 'Save name' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Signed matter' }).waitFor();
    await admin.getByText('Signed in March').waitFor();
    assert.equal(await admin.getByLabel('Project name', { exact: true }).count(), 0);
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
    await admin.getByRole('link', { name: 'Signed matter' }).waitFor();
    assert.equal(await admin.getByRole('link', { name: 'Draft matter' }).count(), 0);
  });

  it('from a freshly loaded page, the first Tab reaches the skip link, then the menu', async () => {
    await admin.goto('/');
    await admin.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await admin.keyboard.press('Tab');
    assert.equal(await admin.evaluate(() => document.activeElement?.textContent?.trim()), 'Skip to content');
    await admin.keyboard.press('Tab');
    assert.equal(await admin.evaluate(() => document.activeElement?.textContent?.trim()), 'Clausewise');
    await admin.keyboard.press('Tab');
    assert.equal(await admin.evaluate(() => document.activeElement?.textContent?.trim()), 'Projects');
  });

  it('after a click, a new page puts focus on its heading', async () => {
    await admin.getByRole('link', { name: 'Signed matter' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Signed matter' }).and(admin.locator(':focus')).waitFor();
  });

  it('an admin deletes a project only after confirming; cancelling keeps it', async () => {
    await admin.goto('/');
    await admin.getByRole('link', { name: 'Taken matter' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Taken matter' }).waitFor();
    await admin.getByRole('button', { name: 'Delete project' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Delete the project Taken matter?' }).waitFor();
    assert.match((await dialog.textContent())!, /cannot be undone/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Taken matter' }).waitFor();
    assert.equal((await admin.evaluate(async () => (await fetch('/api/v1/projects')).json())).length, 2);

    await admin.getByRole('button', { name: 'Delete project' }).click();
    await dialog.getByRole('button', { name: 'Delete project' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await admin.getByRole('link', { name: 'Signed matter' }).waitFor();
    assert.equal(await admin.getByRole('link', { name: 'Taken matter' }).count(), 0);
    const names = (await admin.evaluate(async () => (await fetch('/api/v1/projects')).json())).map((p: { name: string }) => p.name);
    assert.deepEqual(names, ['Signed matter']);
  });

  it('a member sees no Delete project button, and a refused delete says why with the details', async () => {
    const created = await admin.evaluate(async () => {
      const csrf = (await (await fetch('/api/v1/session')).json()).csrf_token;
      const headers = { 'content-type': 'application/json', 'x-csrf-token': csrf };
      const user = await fetch('/api/v1/admin/users', { method: 'POST', headers, body: JSON.stringify({ email: 'member.frictions@clausewise.test', role: 'member', password: 'member password' }) });
      return user.status;
    });
    assert.equal(created, 201);
    const member = await harness.newPage();
    await signIn(member, 'member.frictions@clausewise.test', 'member password');
    await member.getByRole('link', { name: 'Signed matter' }).click();
    await member.getByRole('heading', { level: 1, name: 'Signed matter' }).waitFor();
    await member.getByRole('button', { name: 'Rename' }).waitFor();
    assert.equal(await member.getByRole('button', { name: 'Delete project' }).count(), 0);
    await member.close();

    // The project is deleted elsewhere while the page is open: the delete then says it is gone, in words.
    await admin.getByRole('link', { name: 'Signed matter' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Signed matter' }).waitFor();
    await admin.route('**/api/v1/projects/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"Project not found"}' }) : route.continue(),
    );
    await admin.getByRole('button', { name: 'Delete project' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete project' }).click();
    const alert = admin.getByRole('alert');
    await alert.waitFor();
    assert.match((await alert.locator('.notice-body > span').textContent())!, /Project not found/);
    await alert.getByText('Details', { exact: true }).click();
    assert.match((await alert.locator('details pre').textContent())!, /^HTTP 404 from DELETE \/api\/v1\/projects\//);
    await admin.unroute('**/api/v1/projects/*');
  });
});

if (reason) console.log(`# browser tests skipped: ${reason}`);
