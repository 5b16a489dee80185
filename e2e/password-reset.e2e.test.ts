import type { Page } from 'playwright-core';
import { startSmtpServer, type TestSmtpServer } from '../api/test/smtp-server';
import { AccessibilityAudit } from './support/accessibility';
import { screenshot } from './support/browser';
import { journey } from './support/journey';

/**
 * Password reset in real Chromium, with the mail read from a real SMTP server the server sends
 * to: "Forgot password?" in the sign-in dialog, the link from the mail, a new password, signed in
 * there and signed out everywhere else; the used link then offers to send a new one.
 */
describe('password reset in a real browser', () => {
  let inbox: TestSmtpServer;
  beforeAll(async () => {
    inbox = await startSmtpServer();
  });
  afterAll(() => inbox.close());
  const app = journey({ env: () => ({ SMTP_URL: inbox.url }) });
  const audit = new AccessibilityAudit();
  const email = `reset-${Date.now()}@example.com`;

  const header = (page: Page) => page.locator('header.site-header');
  const dialog = (page: Page) => page.getByRole('dialog');
  const main = (page: Page) => page.locator('main');

  /** Audits `page` at its widths, then gives it back its desktop width. */
  async function check(name: string, page: Page, widths?: number[]) {
    await audit.check(name, page, widths);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  afterAll(() => {
    console.log(`password reset, accessibility:\n${audit.table()}`);
  });

  it('forgot password, the link from the mail, a new password: signed in, the old session out', async () => {
    const registered = await app.api('POST', '/api/auth/register', {
      name: 'Reset Person',
      email,
      password: 'old-secret',
    });
    const { token: oldToken } = (await registered.json()) as { token: string };
    // Another device, signed in with the old password.
    const elsewhere = await app.open('/dashboard', { token: oldToken });
    await header(elsewhere).getByText('Reset Person').waitFor();

    const page = await app.open('/');
    await header(page).getByRole('button', { name: 'Sign in' }).click();
    await dialog(page).getByLabel('Email').fill(email);
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await dialog(page).getByRole('heading', { name: 'Reset your password' }).waitFor();
    // The address typed at sign-in is kept.
    expect(await dialog(page).getByLabel('Email').inputValue()).toBe(email);
    await check('forgot-password dialog', page, [1280, 390, 320]);
    const since = inbox.received.length;
    await dialog(page).getByRole('button', { name: 'Send reset link' }).click();
    await dialog(page)
      .getByText(/If an account uses this address/)
      .waitFor();
    await screenshot(page, 'reset-1-link-sent');

    const mail = await inbox.next(email, { since, timeoutMs: 20_000 });
    expect(mail.parsed.subject).toBe('Reset your FlowVault password');
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.parsed.text ?? '')?.[0];
    expect(link?.startsWith(app.baseUrl)).toBe(true);

    await page.goto(link!);
    await main(page).getByRole('heading', { name: 'Choose a new password' }).waitFor();
    // The token leaves the address bar at once.
    expect(page.url()).toBe(`${app.baseUrl}/reset-password`);
    await check('reset page: form', page);
    await main(page).getByLabel('New password', { exact: true }).fill('new-secret');
    await main(page).getByLabel('Confirm new password').fill('new-secrets');
    await main(page).getByRole('button', { name: 'Set new password' }).click();
    await main(page).getByText('New passwords do not match').waitFor();
    await main(page).getByLabel('Confirm new password').fill('new-secret');
    await main(page).getByRole('button', { name: 'Set new password' }).click();
    await main(page).getByRole('heading', { name: 'Password changed' }).waitFor();
    await header(page).getByText('Reset Person').waitFor();
    await check('reset page: done', page);
    await screenshot(page, 'reset-2-password-changed');

    // The other device's session ended with the old password.
    await elsewhere.reload();
    await elsewhere.getByText('Your session has ended. Please sign in again.').waitFor();
    const signIn = await app.api('POST', '/api/auth/login', { email, password: 'new-secret' });
    expect(signIn.status).toBe(200);

    // The link is spent: opened again, it says so and offers a new one.
    const later = await app.open(link!.slice(app.baseUrl.length));
    await main(later).getByLabel('New password', { exact: true }).fill('third-secret');
    await main(later).getByLabel('Confirm new password').fill('third-secret');
    await main(later).getByRole('button', { name: 'Set new password' }).click();
    await main(later).getByRole('heading', { name: 'Ask for a new link' }).waitFor();
    await main(later)
      .getByText(/invalid, has already been used or has expired/)
      .waitFor();
    await check('reset page: used link', later);
    const again = inbox.received.length;
    await main(later).getByLabel('Email').fill(email);
    await main(later).getByRole('button', { name: 'Send a new link' }).click();
    await main(later)
      .getByText(/If an account uses this address/)
      .waitFor();
    await inbox.next(email, { since: again, timeoutMs: 20_000 });
    await screenshot(later, 'reset-3-used-link');
  });
});
