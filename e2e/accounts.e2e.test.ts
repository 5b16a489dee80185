import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { registerAccount } from './support/accounts';
import { AccessibilityAudit } from './support/accessibility';
import { screenshot } from './support/browser';
import { journey } from './support/journey';

const audits = new AccessibilityAudit();

/**
 * Account journeys in real Chromium against the built server: create an account in the sign-in
 * dialog, sign out, sign in again, change the profile, a revoked session signing out cleanly, and
 * Settings' Account data: the export downloaded, the account deleted (audited with axe).
 */
describe('accounts in a real browser', () => {
  const app = journey();
  const email = `journey-${Date.now()}@example.com`;

  const header = (page: Page) => page.locator('header.site-header');
  const dialog = (page: Page) => page.getByRole('dialog');

  it('creates an account, signs out, signs in again and updates the profile', async () => {
    const page = await app.open('/');
    await header(page).getByRole('button', { name: 'Sign in' }).click();
    await dialog(page).getByRole('button', { name: 'Create an account' }).click();
    await dialog(page).getByRole('heading', { name: 'Create account' }).waitFor();
    await dialog(page).getByLabel('Name').fill('Journey Person');
    await dialog(page).getByLabel('Email').fill(email);
    await dialog(page).getByLabel('Password').fill('journey-secret');
    await screenshot(page, 'accounts-1-create-account');
    await dialog(page).getByRole('button', { name: 'Create account', exact: true }).click();
    await header(page).getByText('Journey Person').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toMatch(/^ey/);
    await screenshot(page, 'accounts-2-signed-in');

    await header(page).getByRole('button', { name: 'Sign out' }).click();
    await header(page).getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await header(page).getByRole('button', { name: 'Sign in' }).click();
    await dialog(page).getByLabel('Email').fill(email);
    await dialog(page).getByLabel('Password').fill('wrong-password');
    await dialog(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog(page).getByText('Invalid email or password').waitFor();
    await screenshot(page, 'accounts-3-wrong-password');
    await dialog(page).getByLabel('Password').fill('journey-secret');
    await dialog(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await header(page).getByText('Journey Person').waitFor();

    await header(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByText('Settings').click();
    const main = page.locator('main');
    await main.getByLabel('Name', { exact: true }).fill('Journey Renamed');
    await main.getByLabel('Current password').fill('journey-secret');
    await main.getByLabel('New password', { exact: true }).fill('journey-secret-2');
    await main.getByLabel('Confirm new password').fill('journey-other');
    await main.getByRole('button', { name: 'Save changes' }).click();
    await main.getByText('New passwords do not match').waitFor();
    await main.getByLabel('Confirm new password').fill('journey-secret-2');
    await main.getByRole('button', { name: 'Save changes' }).click();
    await main.getByText('Profile updated successfully!').waitFor();
    await header(page).getByText('Journey Renamed').waitFor();
    await screenshot(page, 'accounts-4-profile-updated');

    // The password change gave this browser a new token: a reload keeps it signed in.
    await page.reload();
    await header(page).getByText('Journey Renamed').waitFor();
    const login = await app.api('POST', '/api/auth/login', { email, password: 'journey-secret-2' });
    expect(login.status).toBe(200);
  });

  it('signs a browser out cleanly when its session was ended elsewhere', async () => {
    const address = `revoked-${Date.now()}@example.com`;
    const registered = await app.api('POST', '/api/auth/register', {
      name: 'Revoked Person',
      email: address,
      password: 'first-secret',
    });
    const { token } = (await registered.json()) as { token: string };
    const page = await app.open('/dashboard', { token });
    await header(page).getByText('Revoked Person').waitFor();
    // Another device changes the password: every earlier token ends.
    const changed = await app.api(
      'PUT',
      '/api/user-profile',
      {
        name: 'Revoked Person',
        email: address,
        currentPassword: 'first-secret',
        newPassword: 'second-secret',
      },
      token,
    );
    expect(changed.status).toBe(200);
    await page.reload();
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    await header(page).getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await screenshot(page, 'accounts-5-session-ended');
  });

  it("downloads the account's data and deletes the account, which ends the session", async () => {
    const other = await registerAccount(app, 'Other Holder');
    const holder = await registerAccount(app, 'Data Holder');
    const page = await app.open('/dashboard?section=settings&tab=account-data', {
      token: holder.token,
    });
    const main = page.locator('main');
    await main.getByRole('tab', { name: 'Account data', selected: true }).waitFor();
    await audits.check('settings, account data', page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^flowvault-data-\d{4}-\d\d-\d\d\.json$/);
    const text = readFileSync((await download.path()) as string, 'utf8');
    const exported = JSON.parse(text) as { profile: { email: string } };
    expect(exported.profile.email).toBe(holder.email);
    expect(text).not.toContain(other.email);

    await main.getByRole('button', { name: 'Delete account' }).click();
    const asked = dialog(page);
    await asked.getByRole('heading', { name: 'Delete your account?' }).waitFor();
    await asked.getByLabel('Current password').fill('not-the-password');
    await asked.getByRole('button', { name: 'Delete my account' }).click();
    await asked.getByText('Current password is incorrect').waitFor();
    await screenshot(page, 'accounts-6-delete-account');
    await audits.check('settings, delete account dialog', page);

    await page.setViewportSize({ width: 1280, height: 800 });
    await asked.getByLabel('Current password').fill('journey-secret');
    await asked.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Your account has been deleted.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await header(page).getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await screenshot(page, 'accounts-7-account-deleted');

    const me = await app.api('GET', '/api/auth/me', undefined, holder.token);
    expect(me.status).toBe(401);
    const login = await app.api('POST', '/api/auth/login', {
      email: holder.email,
      password: 'journey-secret',
    });
    expect(login.status).toBe(401);
  });

  afterAll(() => console.log(audits.table()));
});
