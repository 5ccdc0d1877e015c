// Browser: roles and ethical walls as a person sees them (issue #5): the console has no back door, the
// server's rules decide.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  saveScreenshot,
  signIn,
  skipReason,
  startConsoleHarness,
  type ConsoleHarness,
} from './support.ts';

const reason = skipReason();
const VIEWER = { email: 'viola.viewer@clausewise.test', password: 'viewer password 1', role: 'viewer' };
const MEMBER = { email: 'max.member@clausewise.test', password: 'member password 1', role: 'member' };

describe('console: roles and ethical walls', { skip: reason ?? false }, () => {
  let harness: ConsoleHarness;
  let admin: Page;

  before(async () => {
    harness = await startConsoleHarness({ pipeline: false });
    admin = await harness.newPage();
    await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  after(async () => harness?.close());

  it('an admin adds users with roles in Settings > Users', async () => {
    await admin.getByRole('link', { name: 'Settings' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    for (const user of [VIEWER, MEMBER]) {
      await admin.getByLabel('Email', { exact: true }).fill(user.email);
      await admin.getByLabel('Role', { exact: true }).selectOption(user.role);
      await admin.getByLabel('Initial password', { exact: true }).fill(user.password);
      await admin.getByRole('button', { name: 'Add user' }).click();
      await admin.getByRole('row', { name: new RegExp(user.email) }).waitFor();
    }
    await saveScreenshot(admin, 'users');
  });

  it('an admin creates two projects', async () => {
    for (const name of ['Open matter', 'Walled matter']) {
      await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
      await admin.getByLabel('Name', { exact: true }).fill(name);
      await admin.getByRole('button', { name: 'Create project' }).click();
      await admin.getByRole('heading', { level: 1, name }).waitFor();
    }
  });

  it('a duplicate project name is refused with the reason shown', async () => {
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
    await admin.getByLabel('Name', { exact: true }).fill('Open matter');
    await admin.getByRole('button', { name: 'Create project' }).click();
    await admin.getByRole('alert').waitFor();
    assert.equal(await admin.getByRole('heading', { level: 1 }).textContent(), 'Projects');
  });

  it("an admin changes a user's role and it stays changed", async () => {
    await admin.getByRole('link', { name: 'Settings' }).click();
    const role = admin.getByLabel(`Role of ${VIEWER.email}`, { exact: true });
    const changeRole = async (to: string) => {
      const saved = admin.waitForResponse((r) => r.url().includes('/api/v1/admin/users/') && r.request().method() === 'PATCH');
      await role.selectOption(to);
      assert.equal((await saved).status(), 200);
    };
    await changeRole('member');
    await admin.reload();
    assert.equal(await role.inputValue(), 'member');
    await changeRole('viewer');
  });

  it("a viewer reads projects but the server refuses the viewer's writes", async () => {
    const viewer = await harness.newPage();
    await signIn(viewer, VIEWER.email, VIEWER.password);
    await viewer.getByRole('link', { name: 'Open matter' }).waitFor();
    await viewer.getByText('You have read-only access').waitFor();
    assert.equal(await viewer.getByRole('button', { name: 'Create project' }).count(), 0);
    assert.equal(await viewer.getByRole('link', { name: 'Settings' }).count(), 0);

    // The console sends what it would send for a write; the API refuses it for this role.
    const status = await viewer.evaluate(async () => {
      const session = await (await fetch('/api/v1/session')).json();
      const response = await fetch('/api/v1/projects', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': session.csrf_token },
        body: JSON.stringify({ name: 'Viewer project' }),
      });
      return response.status;
    });
    assert.equal(status, 403);

    await viewer.goto('/settings/security/credentials');
    await viewer.getByText('Only administrators can change settings.').waitFor();
    await saveScreenshot(viewer, 'viewer-settings');
  });

  it('a wall hides the project from a user who is not behind it', async () => {
    const member = await harness.newPage();
    await signIn(member, MEMBER.email, MEMBER.password);
    await member.getByRole('link', { name: 'Walled matter' }).waitFor();
    const walledUrl = await member.getByRole('link', { name: 'Walled matter' }).getAttribute('href');

    await admin.getByRole('link', { name: 'Settings' }).click();
    await admin.getByRole('link', { name: /Ethical Walls/ }).click();
    await admin.getByRole('heading', { level: 1, name: 'Ethical Walls' }).waitFor();
    await admin.getByText('No ethical walls.').waitFor();
    await admin.getByLabel('Project', { exact: true }).selectOption({ label: 'Walled matter' });
    await admin.getByLabel('Name (optional)', { exact: true }).fill('Litigation team only');
    await admin.getByRole('button', { name: 'Create wall' }).click();
    await admin.getByRole('row', { name: /Walled matter/ }).waitFor();
    await saveScreenshot(admin, 'ethical-walls');

    await member.reload();
    await member.getByRole('link', { name: 'Open matter' }).waitFor();
    assert.equal(await member.getByRole('link', { name: 'Walled matter' }).count(), 0);
    await member.goto(walledUrl!);
    await member.getByRole('heading', { level: 1, name: 'Project unavailable' }).waitFor();
  });

  it('removing the wall after confirmation gives the project back', async () => {
    await admin.getByRole('button', { name: 'Remove wall on Walled matter' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Remove wall' }).click();
    await admin.getByText('No ethical walls.').waitFor();
  });

  it('a deactivated user is signed out at once', async () => {
    const member = await harness.newPage();
    await signIn(member, MEMBER.email, MEMBER.password);
    await admin.getByRole('link', { name: 'Users' }).click();
    await admin.getByRole('button', { name: `Deactivate ${MEMBER.email}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await admin.getByRole('row', { name: new RegExp(MEMBER.email) }).getByText('Deactivated').waitFor();

    await member.getByRole('link', { name: 'Open matter' }).click();
    await member.getByRole('heading', { name: 'Sign in' }).waitFor();
    await member.getByText('Your session has ended').waitFor();
  });
});

if (reason) console.log(`# browser tests skipped: ${reason}`);
