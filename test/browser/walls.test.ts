// Browser: ethical walls edited in place (issue #15, point 1): the team behind a wall changes without the
// matter ever being open to others, and admins are asked before walling themselves or every admin out.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn, skipReason, startConsoleHarness, saveScreenshot, type ConsoleHarness } from './support.ts';

const reason = skipReason();
const INSIDER = { email: 'ines.insider@clausewise.test', password: 'insider password 1' };
const NEWCOMER = { email: 'nico.newcomer@clausewise.test', password: 'newcomer password 1' };
const OUTSIDER = { email: 'otto.outsider@clausewise.test', password: 'outsider password 1' };
const OTHER_ADMIN = { email: 'ada.admin@clausewise.test', password: 'second admin password' };

/** Calls the API from a signed-in page, as the console does (session cookie and CSRF token). */
async function consoleFetch(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = await (await fetch('/api/v1/session')).json();
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': session.csrf_token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? null : JSON.parse(text) };
    },
    { method, path, body },
  );
}

describe('console: editing ethical walls', { skip: reason ?? false }, () => {
  let harness: ConsoleHarness;
  let admin: Page;
  const ids: Record<string, string> = {};

  before(async () => {
    harness = await startConsoleHarness({ pipeline: false });
    admin = await harness.newPage();
    await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    ids.me = (await consoleFetch(admin, 'GET', '/me')).body.id;
    for (const [key, user, role] of [
      ['insider', INSIDER, 'member'],
      ['newcomer', NEWCOMER, 'member'],
      ['outsider', OUTSIDER, 'member'],
      ['otherAdmin', OTHER_ADMIN, 'admin'],
    ] as const) {
      const created = await consoleFetch(admin, 'POST', '/admin/users', { email: user.email, password: user.password, role });
      assert.equal(created.status, 201);
      ids[key] = created.body.id;
    }
    for (const name of ['Merger matter', 'Board matter']) {
      ids[name] = (await consoleFetch(admin, 'POST', '/projects', { name })).body.id;
    }
    await consoleFetch(admin, 'POST', '/admin/ethical-walls', { project_id: ids['Merger matter'], allowed_user_ids: [ids.me, ids.insider] });
    await consoleFetch(admin, 'POST', '/admin/ethical-walls', { project_id: ids['Board matter'], allowed_user_ids: [ids.otherAdmin] });
  });
  after(async () => harness?.close());

  const openWalls = async () => {
    await admin.goto('/settings/security/walls');
    await admin.getByRole('heading', { level: 1, name: 'Ethical Walls' }).waitFor();
  };

  it('an admin adds a person to a wall in place, and an outsider never sees the matter meanwhile', async () => {
    const outsider = await harness.newPage();
    await signIn(outsider, OUTSIDER.email, OUTSIDER.password);
    const newcomer = await harness.newPage();
    await signIn(newcomer, NEWCOMER.email, NEWCOMER.password);
    const projectPath = `/projects/${ids['Merger matter']}`;
    // The outsider asks for the project over and over while the admin edits; every answer must be the wall's 403.
    const watching = outsider.evaluate(async (path) => {
      const statuses: number[] = [];
      while (!(window as unknown as { stopWatching?: boolean }).stopWatching) {
        statuses.push((await fetch(`/api/v1${path}`)).status);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return statuses;
    }, projectPath);

    await openWalls();
    await admin.getByRole('button', { name: 'Edit wall on Merger matter' }).click();
    const editor = admin.getByRole('form', { name: 'Edit wall on Merger matter' });
    await editor.getByLabel(new RegExp(`^${NEWCOMER.email}`)).check();
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByRole('row', { name: new RegExp(NEWCOMER.email) }).waitFor();
    await saveScreenshot(admin, 'ethical-walls-edited');

    assert.equal((await consoleFetch(newcomer, 'GET', projectPath)).status, 200);
    await outsider.evaluate(() => ((window as unknown as { stopWatching?: boolean }).stopWatching = true));
    const statuses = await watching;
    assert.ok(statuses.length > 0);
    assert.deepEqual([...new Set(statuses)], [403]);
    assert.equal((await consoleFetch(outsider, 'GET', projectPath)).status, 403);
  });

  it('an admin who would wall themselves out is asked first, and cancelling changes nothing', async () => {
    await openWalls();
    await admin.getByRole('button', { name: 'Edit wall on Merger matter' }).click();
    const editor = admin.getByRole('form', { name: 'Edit wall on Merger matter' });
    await editor.getByLabel(new RegExp(`^${ADMIN_EMAIL}`)).uncheck();
    await editor.getByLabel(new RegExp(`^${OTHER_ADMIN.email}`)).check();
    await editor.getByRole('button', { name: 'Save changes' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'You will no longer see Merger matter' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const wall = (await consoleFetch(admin, 'GET', '/admin/ethical-walls')).body.find((w: any) => w.project_id === ids['Merger matter']);
    assert.ok(wall.allowed_user_ids.includes(ids.me));
  });

  it('removing every administrator from a wall needs its own confirmation', async () => {
    await openWalls();
    await admin.getByRole('button', { name: 'Edit wall on Board matter' }).click();
    const editor = admin.getByRole('form', { name: 'Edit wall on Board matter' });
    await editor.getByLabel(new RegExp(`^${OTHER_ADMIN.email}`)).uncheck();
    await editor.getByLabel(new RegExp(`^${INSIDER.email}`)).check();
    await editor.getByRole('button', { name: 'Save changes' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'No administrator will see Board matter' }).waitFor();
    await dialog.getByRole('button', { name: 'Wall out every administrator' }).click();
    await admin.getByRole('row', { name: new RegExp(INSIDER.email) }).filter({ hasText: 'Board matter' }).waitFor();
  });

  it('a wall that keeps the admin out still shows the matter by name', async () => {
    await openWalls();
    await admin.getByRole('rowheader', { name: 'Board matter' }).waitFor();
    assert.equal(await admin.getByText(/Project [0-9a-f]{8}-/).count(), 0);
  });
});

if (reason) console.log(`# browser tests skipped: ${reason}`);
