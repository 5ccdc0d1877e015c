// Browser: messages in words (issue #15, point 4): what a person reads names the field as the form does,
// says the rule before they break it, and tells an outage from a missing page.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn, skipReason, startConsoleHarness, type ConsoleHarness } from './support.ts';

const reason = skipReason();

describe('console: messages in words', { skip: reason ?? false }, () => {
  let harness: ConsoleHarness;
  let admin: Page;

  before(async () => {
    harness = await startConsoleHarness({ pipeline: false });
    admin = await harness.newPage();
    await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  after(async () => harness?.close());

  it('shows the password rule before submit and how many characters are missing', async () => {
    await admin.goto('/settings/users');
    await admin.getByText('At least 8 characters.', { exact: false }).waitFor();
    await admin.getByLabel('Email', { exact: true }).fill('short.password@clausewise.test');
    await admin.getByLabel('Initial password', { exact: true }).fill('abc');
    await admin.getByText('5 more characters needed.').waitFor();
    await admin.getByRole('button', { name: 'Add user' }).click();
    const password = admin.getByLabel('Initial password', { exact: true });
    assert.notEqual(await password.evaluate((input: HTMLInputElement) => input.validationMessage), '');
    assert.equal(await admin.getByRole('status').filter({ hasText: 'short.password@clausewise.test' }).count(), 0);
  });

  it('a create button stays focusable and, pressed too early, says which field is missing', async () => {
    await admin.goto('/');
    const create = admin.getByRole('button', { name: 'Create project' });
    await create.focus();
    assert.equal(await admin.evaluate(() => document.activeElement?.textContent), 'Create project');
    await create.click();
    const name = admin.getByLabel('Name', { exact: true });
    assert.notEqual(await name.evaluate((input: HTMLInputElement) => input.validationMessage), '');
    assert.equal(await admin.evaluate(() => document.activeElement?.id), await name.getAttribute('id'));
  });

  it('does not promise a password sign-in to a user added without a password', async () => {
    await admin.goto('/settings/users');
    await admin.getByLabel('Email', { exact: true }).fill('api.only@clausewise.test');
    await admin.getByRole('button', { name: 'Add user' }).click();
    const status = admin.getByRole('status').filter({ hasText: 'api.only@clausewise.test' });
    await status.waitFor();
    assert.match((await status.textContent())!, /has no password and cannot sign in/);
  });

  it('an admin resets a password: the new one is shown once, signs in, and the old one and its session stop working', async () => {
    const email = 'forgot.password@clausewise.test';
    await admin.goto('/settings/users');
    await admin.getByLabel('Email', { exact: true }).fill(email);
    await admin.getByLabel('Initial password', { exact: true }).fill('the old password');
    await admin.getByRole('button', { name: 'Add user' }).click();
    const user = await harness.newPage();
    await signIn(user, email, 'the old password');

    await admin.getByRole('button', { name: `Reset password of ${email}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Reset password' }).click();
    const shown = admin.getByLabel('New password', { exact: true });
    await shown.waitFor();
    const newPassword = await shown.inputValue();
    assert.ok(newPassword.length >= 24);
    await admin.getByRole('button', { name: 'I have passed it on' }).click();
    assert.equal(await admin.getByLabel('New password', { exact: true }).count(), 0);

    await user.reload();
    await user.getByRole('button', { name: 'Sign in' }).waitFor();
    await user.getByLabel('Email', { exact: true }).fill(email);
    await user.getByLabel('Password', { exact: true }).fill('the old password');
    await user.getByRole('button', { name: 'Sign in' }).click();
    await user.getByRole('alert').waitFor();
    await signIn(user, email, newPassword);
    await user.close();
  });

  it('a user signed in with a reset password must choose their own first, with the rules shown before submit', async () => {
    const email = 'temporary.password@clausewise.test';
    await admin.goto('/settings/users');
    await admin.getByLabel('Email', { exact: true }).fill(email);
    await admin.getByLabel('Initial password', { exact: true }).fill('the first password');
    await admin.getByRole('button', { name: 'Add user' }).click();
    await admin.getByRole('button', { name: `Reset password of ${email}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Reset password' }).click();
    const temporary = await admin.getByLabel('New password', { exact: true }).inputValue();
    await admin.getByRole('button', { name: 'I have passed it on' }).click();
    await admin.getByRole('row', { name: new RegExp(email) }).getByText('must choose a new password').waitFor();

    const user = await harness.newPage();
    await signIn(user, email, temporary);
    await user.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    // The rules are there before anything is typed.
    await user.getByText('At least 8 characters.').waitFor();
    await user.getByText('Different from the password you were given.').waitFor();
    // No other page is reachable meanwhile: the console keeps the form, the server refuses with 403.
    await user.goto('/projects');
    await user.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    assert.equal(await user.getByRole('heading', { name: 'Projects' }).count(), 0);
    const refused = await user.evaluate(async () => (await fetch('/api/v1/projects')).status);
    assert.equal(refused, 403);

    await user.getByLabel('Password you were given', { exact: true }).fill(temporary);
    await user.getByLabel('New password', { exact: true }).fill('short');
    await user.getByText('3 more characters needed.').waitFor();
    await user.getByLabel('New password', { exact: true }).fill(temporary);
    await user.getByText('The new password must differ from the password you were given.').waitFor();
    await user.getByLabel('Password you were given', { exact: true }).fill('not what I was given');
    await user.getByLabel('New password', { exact: true }).fill('a password of my own');
    await user.getByLabel('New password again', { exact: true }).fill('a password of my own');
    await user.getByRole('button', { name: 'Save new password' }).click();
    const alert = user.getByRole('alert');
    await alert.waitFor();
    assert.match((await alert.textContent())!, /The current password is not correct\./);

    await user.getByLabel('Password you were given', { exact: true }).fill(temporary);
    await user.getByRole('button', { name: 'Save new password' }).click();
    await user.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    assert.equal(await user.evaluate(async () => (await fetch('/api/v1/projects')).status), 200);
    await admin.reload();
    await admin.getByRole('row', { name: new RegExp(email) }).getByRole('cell', { name: 'Active', exact: true }).waitFor();
    await user.close();
  });

  it('anyone signed in changes their own password from the header, the rules shown first', async () => {
    const email = 'self.service@clausewise.test';
    await admin.goto('/settings/users');
    await admin.getByLabel('Email', { exact: true }).fill(email);
    await admin.getByLabel('Initial password', { exact: true }).fill('my first password');
    await admin.getByRole('button', { name: 'Add user' }).click();
    await admin.getByRole('status').filter({ hasText: email }).waitFor();

    const user = await harness.newPage();
    await signIn(user, email, 'my first password');
    await user.getByRole('link', { name: 'Change password' }).click();
    await user.getByRole('heading', { level: 1, name: 'Change your password' }).waitFor();
    await user.getByText('At least 8 characters.').waitFor();
    await user.getByText('Different from the current password.').waitFor();
    await user.getByLabel('Current password', { exact: true }).fill('my first password');
    await user.getByLabel('New password', { exact: true }).fill('my second password');
    await user.getByLabel('New password again', { exact: true }).fill('my second passw0rd');
    await user.getByText('The two new passwords differ.').waitFor();
    await user.getByLabel('New password again', { exact: true }).fill('my second password');
    await user.getByRole('button', { name: 'Change password' }).click();
    await user.getByRole('status').filter({ hasText: 'Your password is changed.' }).waitFor();
    // This session goes on.
    await user.getByRole('link', { name: 'Projects' }).first().click();
    await user.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await user.getByRole('button', { name: 'Sign out' }).click();
    await signIn(user, email, 'my second password');
    await user.close();
  });

  it('names the field in words when the server refuses a value', async () => {
    await admin.goto('/settings/users');
    await admin.getByLabel('Email', { exact: true }).fill('x'.repeat(320) + '@clausewise.test');
    await admin.getByRole('button', { name: 'Add user' }).click();
    const alert = admin.getByRole('alert');
    await alert.waitFor();
    const message = (await alert.locator('.notice-body > span').textContent())!;
    assert.match(message, /^Email /);
    assert.doesNotMatch(message, /body\.|String should/);
    // The API's own words stay one click away, folded under "Details".
    const details = alert.locator('details');
    assert.equal(await details.evaluate((element: HTMLDetailsElement) => element.open), false);
    assert.equal(await alert.getByText('body.email', { exact: false }).isVisible(), false);
    await alert.getByText('Details', { exact: true }).click();
    const machine = (await alert.locator('details pre').textContent())!;
    assert.match(machine, /^HTTP 422 from POST \/api\/v1\/admin\/users/);
    assert.match(machine, /body\.email: String should have at most \d+ characters \(string_too_long\)/);
  });

  it('making a user an administrator asks first, and cancelling keeps the role', async () => {
    await admin.goto('/settings/users');
    const role = admin.getByLabel('Role of api.only@clausewise.test', { exact: true });
    await role.selectOption('admin');
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Make api.only@clausewise.test an administrator?' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(await role.inputValue(), 'member');
    const users = await admin.evaluate(async () => (await fetch('/api/v1/admin/users')).json());
    assert.equal(users.find((user: { email: string }) => user.email === 'api.only@clausewise.test').role, 'member');
  });

  it('a malformed document link says the link is broken, not that the document was deleted', async () => {
    await admin.goto('/documents/not-a-uuid');
    await admin.getByRole('heading', { level: 1, name: 'Broken link' }).waitFor();
    // The machine wording is folded under "Details", never shown as the message.
    assert.equal(await admin.getByText('path.id').filter({ visible: true }).count(), 0);
  });

  it('a document that does not exist says so', async () => {
    await admin.goto(`/documents/${randomUUID()}`);
    await admin.getByRole('heading', { level: 1, name: 'Document not found' }).waitFor();
  });

  it('a network outage is told apart from a missing document', async () => {
    await admin.route('**/api/v1/documents/**', (route) => route.abort('internetdisconnected'));
    await admin.goto(`/documents/${randomUUID()}`);
    await admin.getByRole('heading', { level: 1, name: 'Connection problem' }).waitFor();
    assert.equal(await admin.getByText(/deleted/).count(), 0);
    await admin.unroute('**/api/v1/documents/**');
  });
});

if (reason) console.log(`# browser tests skipped: ${reason}`);
