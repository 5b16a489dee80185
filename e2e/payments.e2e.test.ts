import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { pdfText } from '../api/test/pdf/pdf-text';
import { openSignedIn, registerAccount, signIn, subscribeToPro } from './support/accounts';
import { AccessibilityAudit } from './support/accessibility';
import { screenshot } from './support/browser';
import { journey } from './support/journey';

/**
 * Subscribing in real Chromium with the built-in test gateway: a free user upgrades to Pro
 * through the test checkout and the upgrade page, cancels the plan and resumes it, and downloads
 * the payment's PDF receipt; a cancelled checkout changes nothing.
 */
describe('subscribing in a real browser', () => {
  const ADMIN = { email: 'admin@payments.example.com', password: 'journey-admin-secret' };
  const app = journey({
    env: () => ({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
  });

  /** A new free account, signed in in a fresh browser context on its dashboard's Subscription. */
  async function freeUserOnSubscription(label: string): Promise<Page> {
    const email = `${label}-${Date.now()}@example.com`;
    const registered = await app.api('POST', '/api/auth/register', {
      name: `Free ${label}`,
      email,
      password: 'journey-secret',
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const page = await app.open('/dashboard?section=subscription', { token });
    await plan(page, 'Pro').waitFor();
    return page;
  }

  const plan = (page: Page, name: string) =>
    page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const currentPlan = (page: Page) =>
    page.locator('section[aria-labelledby="current-plan-title"] .current-plan__name');

  it('a free user subscribes to Pro with the test gateway and sees it active', async () => {
    const page = await freeUserOnSubscription('upgrade');
    expect(await currentPlan(page).innerText()).toBe('Free');
    await expect(
      plan(page, 'Free').getByRole('button', { name: 'Current Plan' }).isDisabled(),
    ).resolves.toBe(true);
    await plan(page, 'Pro').getByText('Most Popular').waitFor();
    await screenshot(page, 'payments-1-plans');

    await plan(page, 'Pro').getByRole('button', { name: 'Upgrade Now' }).click();
    await page.waitForURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
    await page.getByText('FlowVault Pro (monthly)').waitFor();
    await page
      .getByText(/\$19(\.00)?/)
      .first()
      .waitFor();
    await screenshot(page, 'payments-2-test-checkout');

    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/dashboard\/upgrade-processing\?session_id=[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: /Upgrade/ }).waitFor();
    await screenshot(page, 'payments-3-upgrade-page');

    await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
    await page.getByRole('navigation', { name: 'Dashboard' }).getByText('Subscription').click();
    await plan(page, 'Pro').getByRole('button', { name: 'Current Plan' }).waitFor();
    expect(await currentPlan(page).innerText()).toBe('Pro');
    const renewal = page
      .locator('section[aria-labelledby="current-plan-title"]')
      .getByRole('status');
    await renewal.getByText(/^Your Pro plan renews on /).waitFor();
    await screenshot(page, 'payments-4-pro-active');

    // Cancel, asked first: Pro stays to the period's end, then Free; Resume undoes it.
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    const question = page.getByRole('dialog', { name: 'Cancel your Pro plan?' });
    await question.getByRole('button', { name: 'Cancel plan' }).click();
    await question.waitFor({ state: 'detached' });
    await renewal.getByText(/^Your Pro plan is cancelled: it stays active until /).waitFor();
    await plan(page, 'Free')
      .getByText(/^Your plan returns to Free on /)
      .waitFor();
    await screenshot(page, 'payments-6-pro-cancelled');
    await page.reload();
    await renewal.getByText(/is cancelled/).waitFor();
    await page.getByRole('button', { name: 'Resume' }).click();
    await renewal.getByText(/^Your Pro plan renews on /).waitFor();
    expect(await currentPlan(page).innerText()).toBe('Pro');

    // The payment is in the history with its receipt, a PDF whose total is the plan's price.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByText('Payments').click();
    const row = page.getByRole('listitem').filter({ hasText: 'FlowVault Pro (monthly)' });
    await row.getByText('Paid', { exact: true }).waitFor();
    await screenshot(page, 'payments-7-history');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /^Download receipt FV-\d{6}$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^flowvault-receipt-FV-\d{6}\.pdf$/);
    const receipt = await pdfText(await readFile((await download.path())!));
    expect(receipt).toMatch(/Total paid\s+\$19\.00 USD/);
    expect(receipt).toContain('Free upgrade');
  });

  it('a cancelled checkout returns to the dashboard with the plan unchanged', async () => {
    const page = await freeUserOnSubscription('cancel');
    await plan(page, 'Pro').getByRole('button', { name: 'Upgrade Now' }).click();
    await page.waitForURL(/\/checkout\/test\//);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL(/\/dashboard\?payment=cancelled$/);
    await page.getByText('Payment cancelled. Your plan has not changed.').waitFor();
    await screenshot(page, 'payments-5-cancelled');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByText('Subscription').click();
    await plan(page, 'Pro').getByRole('button', { name: 'Upgrade Now' }).waitFor();
    expect(await currentPlan(page).innerText()).toBe('Free');
  });

  it('an admin refunds a Pro payment with a reason: the plan ends at once and the payer sees it refunded', async () => {
    const audits = new AccessibilityAudit();
    const payer = await registerAccount(app, 'Refund Receiver');
    await subscribeToPro(app, payer.token);
    const admin = await signIn(app, ADMIN.email, ADMIN.password);

    const page = await openSignedIn(app, admin, '/admin/payments');
    await page.getByLabel('Payer email, description or payment id').fill(payer.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page
      .getByRole('region', { name: 'Payments found' })
      .getByRole('listitem')
      .filter({ hasText: payer.email });
    await row.getByRole('button', { name: /^Refund / }).waitFor();
    await audits.check('Admin payments', page);
    await row.getByRole('button', { name: /^Refund / }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this payment?' });
    await dialog.getByLabel('Reason').fill('Bought by mistake');
    await audits.check('Admin refund dialog', page);
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await row.getByText('Refunded: Bought by mistake').waitFor();
    await screenshot(page, 'payments-8-refunded');

    const payerPage = await openSignedIn(app, payer.token, '/dashboard?section=payments');
    await payerPage.getByText('Refunded', { exact: true }).waitFor();
    await payerPage
      .getByRole('navigation', { name: 'Dashboard' })
      .getByText('Subscription')
      .click();
    expect(await currentPlan(payerPage).innerText()).toBe('Free');
  });
});
