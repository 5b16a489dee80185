import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { UnsubscribeTokens } from '../api/src/modules/notifications/unsubscribe-token';
import {
  DEMO_PASSWORD,
  firstTemplate,
  openSignedIn,
  registerSubscriber,
  signIn,
} from './support/accounts';
import { AccessibilityAudit } from './support/accessibility';
import { screenshot as saveScreenshot } from './support/browser';
import { applyToRequest, openHireRequest } from './support/hiring';
import { journey } from './support/journey';

const DEMO_EXPERT = 'expert@demo.flowvault.dev';
const APPLIED_TITLE = 'An expert applied to your request';
const APPLIED_LABEL = 'An expert applied to your hire request';

/** Where the journey's screenshots go, to be looked at after a run (outside the repository). */
const SCREENSHOTS = path.join(tmpdir(), 'flowvault-e2e', 'notifications');

const screenshot = (page: Page, name: string) =>
  saveScreenshot(page, name, { dir: SCREENSHOTS, viewport: true });

/** The journey server's SECRETS_KEY (support/server.ts), which signs unsubscribe links. */
const SERVER_SECRET = 'b'.repeat(64);

/**
 * Notifications in real Chromium over two API processes: a client with a hire request open on
 * the dashboard hears, without reloading, that an expert applied (the header's badge rises and
 * a toast tells it), opens the notification from the badge's section and lands on the
 * application, focused in its request's Applications dialog, and the badge goes down. The
 * section, the toast, the Settings tab and the unsubscribe page pass the axe-core audit.
 */
describe('notifications in a real browser', () => {
  const app = journey({ demo: true });
  const audits = new AccessibilityAudit();

  afterAll(() => console.log(`notifications, accessibility:\n${audits.table()}`));

  const bell = (page: Page) =>
    page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  /** Waits until the bell's name is `name` ("Notifications, 1 unread"). */
  const bellReads = (page: Page, name: string) =>
    page.getByRole('banner').getByRole('link', { name, exact: true }).waitFor();
  /** Whether `locator` is the focused element. */
  const isFocused = (locator: Locator) =>
    locator.evaluate((element) => element === document.activeElement);
  /** Audits `page`, then gives it back its desktop width. */
  async function check(name: string, page: Page) {
    await audits.check(name, page);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  it('the client hears live that an expert applied, opens it and lands on the application; the badge goes down', async () => {
    const template = await firstTemplate(app);
    const client = await registerSubscriber(app, 'Notified Client');
    const expertToken = await signIn(app, DEMO_EXPERT, DEMO_PASSWORD);
    const { requestId } = await openHireRequest(app, client.token, template.id);

    // The client has the request open on the dashboard; the one thing to read so far is that
    // their plan's payment went through.
    const page = await openSignedIn(app, client.token, '/dashboard?section=hire-requests');
    await page
      .getByRole('list', { name: 'Your hire requests' })
      .getByRole('article', { name: template.name })
      .waitFor();
    await bellReads(page, 'Notifications, 1 unread');
    await page.evaluate(() => Object.assign(window, { notificationJourneyMark: true }));

    // The expert applies from another device: the badge rises and a toast says so, no reload.
    const applicationId = await applyToRequest(app, expertToken, requestId);
    await bellReads(page, 'Notifications, 2 unread');
    const toastLink = page
      .locator('[aria-live="polite"]')
      .getByRole('link', { name: APPLIED_TITLE, exact: true });
    await toastLink.waitFor();
    expect(await page.evaluate(() => 'notificationJourneyMark' in window)).toBe(true);
    expect(await toastLink.getAttribute('href')).toBe(
      `/dashboard?section=hire-requests&request=${requestId}&application=${applicationId}`,
    );
    // Focus holds the toast while it is audited (it goes after five seconds otherwise).
    await toastLink.focus();
    await screenshot(page, 'notifications-01-toast');
    await check('Toast of a new notification (client)', page);
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await toastLink.waitFor({ state: 'detached' });
    expect(await isFocused(bell(page))).toBe(true);

    // From the badge to the Notifications section, where it is the newest, unread.
    await bell(page).click();
    const list = page.getByRole('list', { name: 'Your notifications' });
    const item = list.getByRole('article').first();
    await item.getByText('New', { exact: true }).waitFor();
    expect(await item.getAttribute('aria-labelledby')).not.toBeNull();
    await screenshot(page, 'notifications-02-section');
    await check('Notifications section (client)', page);

    // Opening it lands on the application: its request's dialog open, its card focused.
    await item.getByRole('link', { name: `Unread: ${APPLIED_TITLE}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Applications: ${template.name}` });
    const card = dialog.locator('article[aria-current="true"]');
    await card.waitFor();
    expect(await card.getAttribute('id')).toBe(`linked-card-${applicationId}`);
    await page.waitForFunction(
      (id) => document.activeElement?.id === `linked-card-${id}`,
      applicationId,
    );
    expect(new URL(page.url()).searchParams.get('application')).toBe(applicationId);
    await screenshot(page, 'notifications-03-application');

    // ...and the badge goes down: the notification was read by opening it.
    await bellReads(page, 'Notifications, 1 unread');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('?section=hire-requests');
    expect(await page.evaluate(() => 'notificationJourneyMark' in window)).toBe(true);
  }, 240_000);

  it('the Settings tab saves each switch, and an email link unsubscribes without signing in', async () => {
    const client = await registerSubscriber(app, 'Settings Client');
    const page = await openSignedIn(
      app,
      client.token,
      '/dashboard?section=settings&tab=notifications',
    );
    const kind = page.getByRole('group', { name: APPLIED_LABEL, exact: true });
    const inApp = kind.getByRole('switch', { name: 'In the app' });
    await inApp.waitFor();
    expect(await inApp.isChecked()).toBe(true);
    await inApp.click();
    await page.getByText(`Saved: In the app for "${APPLIED_LABEL}" is off.`).waitFor();
    await screenshot(page, 'notifications-04-settings');
    await check('Settings, Notifications tab (client)', page);

    // An email's link: signed out, in a fresh browser, the token taken out of the address.
    const token = new UnsubscribeTokens(SERVER_SECRET).sign(client.id, 'expert_applied');
    const visitor = await app.open(`/unsubscribe?token=${encodeURIComponent(token)}`);
    await visitor.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await visitor.getByText(`You will no longer get emails for: ${APPLIED_LABEL}.`).waitFor();
    expect(new URL(visitor.url()).search).toBe('');
    await screenshot(visitor, 'notifications-05-unsubscribed');
    await check('Unsubscribe page, done (visitor)', visitor);

    const settings = await app.api('GET', '/api/notifications/settings', undefined, client.token);
    const { settings: chosen } = (await settings.json()) as {
      settings: { kind: string; inApp: boolean; email: boolean }[];
    };
    expect(chosen.find((setting) => setting.kind === 'expert_applied')).toMatchObject({
      inApp: false,
      email: false,
    });

    const refused = await app.open('/unsubscribe?token=not-a-real-link');
    await refused.getByRole('heading', { name: 'This link is not valid' }).waitFor();
    await refused.getByRole('link', { name: 'Notification settings' }).waitFor();
    await check('Unsubscribe page, link not valid (visitor)', refused);
  }, 240_000);
});
