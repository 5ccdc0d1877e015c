// Browser: small frictions (issue #15, point 6): renaming a project from its page, the skip link first in the tab order.
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
});

if (reason) console.log(`# browser tests skipped: ${reason}`);
