import type { Page } from 'playwright-core';
import { startSmtpServer, type TestSmtpServer } from '../api/test/smtp-server';
import { AccessibilityAudit } from './support/accessibility';
import { screenshot } from './support/browser';
import { journey } from './support/journey';

/**
 * Email verification in real Chromium, with the mail read from a real SMTP server the server sends
 * to: a new account is asked to verify in its settings, sends itself a new link, opens the first
 * link from the mail and is verified there; the second link, spent with it, says so.
 */
describe('email verification in a real browser', () => {
  let inbox: TestSmtpServer;
  beforeAll(async () => {
    inbox = await startSmtpServer();
  });
  afterAll(() => inbox.close());
  const app = journey({ env: () => ({ SMTP_URL: inbox.url }) });
  const audit = new AccessibilityAudit();
  const email = `verify-${Date.now()}@example.com`;

  const main = (page: Page) => page.locator('main');
  const linkOf = (text: string | undefined) =>
    /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(text ?? '')?.[0];

  /** Audits `page` at its widths, then gives it back its desktop width. */
  async function check(name: string, page: Page, widths?: number[]) {
    await audit.check(name, page, widths);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  afterAll(() => {
    console.log(`email verification, accessibility:\n${audit.table()}`);
  });

  it('asks a new account to verify, sends a new link, and verifies with the mailed one', async () => {
    const since = inbox.received.length;
    const registered = await app.api('POST', '/api/auth/register', {
      name: 'Verify Person',
      email,
      password: 'a-long-secret',
    });
    const { token } = (await registered.json()) as { token: string };
    const first = await inbox.next(email, { since, timeoutMs: 20_000 });
    expect(first.parsed.subject).toBe('Verify your email for FlowVault');
    const link = linkOf(first.parsed.text);
    expect(link?.startsWith(app.baseUrl)).toBe(true);

    const page = await app.open('/dashboard?section=settings', { token });
    const notice = main(page).getByRole('region', { name: 'Verify your email' });
    await notice.waitFor();
    await check('settings: verify your email', page, [1280, 390, 320]);
    const again = inbox.received.length;
    await notice.getByRole('button', { name: 'Send a new link' }).click();
    await notice.getByText(`We have sent a verification link to ${email}.`).waitFor();
    const second = linkOf(
      (await inbox.next(email, { since: again, timeoutMs: 20_000 })).parsed.text,
    );
    await screenshot(page, 'verify-1-asked');

    await page.goto(link!);
    await main(page).getByRole('heading', { name: 'Email verified' }).waitFor();
    // The token leaves the address bar at once.
    expect(page.url()).toBe(`${app.baseUrl}/verify-email`);
    await check('verify page: done', page);
    await screenshot(page, 'verify-2-verified');
    await main(page).getByRole('link', { name: 'Go to your settings' }).click();
    await main(page).getByRole('tabpanel', { name: 'Profile' }).getByLabel('Name').waitFor();
    expect(await main(page).getByRole('region', { name: 'Verify your email' }).count()).toBe(0);

    // The other link was spent with the first: it says so, and that the address is verified.
    const later = await app.open(second!.slice(app.baseUrl.length), { token });
    await main(later).getByRole('heading', { name: 'This link cannot be used' }).waitFor();
    await main(later).getByText('Your email address is already verified.').waitFor();
    await check('verify page: spent link', later);
    await screenshot(later, 'verify-3-spent-link');
  });
});
