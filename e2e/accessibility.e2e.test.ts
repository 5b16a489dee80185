import type { Page } from 'playwright-core';
import { registerAccount, subscribeToPro } from './support/accounts';
import { AccessibilityAudit } from './support/accessibility';
import { animationsSettled, screenshot } from './support/browser';
import { journey } from './support/journey';

const PRO_PLAN = '6b1f4a52-0d4e-4c39-9a51-6f0e2a7c1002';
const DEMO_PASSWORD = 'demo-password';

const audits = new AccessibilityAudit();

/**
 * Every page and dialog of the web app audited in real Chromium with axe-core's WCAG 2.1 A and AA
 * rules at desktop and phone widths, failing on any serious or critical violation, and checked for
 * sideways scrolling down to 320 px, as a visitor and signed in. A new page belongs here, or for
 * hiring and the expert programme in accessibility-hiring.e2e.test.ts.
 */
describe('accessibility of every page in a real browser', () => {
  const app = journey({ demo: true });
  let templateIds: string[] = [];

  beforeAll(async () => {
    const listed = await app.api('GET', '/api/templates?limit=12');
    templateIds = ((await listed.json()) as { templates: Array<{ id: string }> }).templates.map(
      (template) => template.id,
    );
    expect(templateIds.length).toBeGreaterThanOrEqual(6);
    // Pat Pro's My Templates has saved items.
    const pro = await demoToken('pro');
    for (const templateId of templateIds.slice(0, 3)) {
      expect((await app.api('POST', '/api/saved-templates', { templateId }, pro)).status).toBe(200);
    }
  });

  afterAll(() => console.log(audits.table()));

  async function demoToken(who: 'client' | 'pro'): Promise<string> {
    const login = await app.api('POST', '/api/auth/login', {
      email: `${who}@demo.flowvault.dev`,
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    return ((await login.json()) as { token: string }).token;
  }

  /** A page on `path` whose browser holds `token`'s session. */
  function signedIn(token: string, path: string): Promise<Page> {
    return app.open(path, { token });
  }

  const detailPath = () => `/template/${templateIds[0]}`;
  const workflowLoaded = (page: Page) =>
    page.getByRole('heading', { name: 'Workflow Structure' }).waitFor();

  describe('as a visitor', () => {
    it('home', async () => {
      const page = await app.open('/');
      await page.getByRole('list', { name: 'Templates' }).getByRole('article').first().waitFor();
      await animationsSettled(page); // the cards fade in
      await audits.check('home', page);
    });

    it('home with the category explorer open', async () => {
      const page = await app.open('/');
      await page.getByRole('button', { name: /Explore by category/ }).click();
      await page.locator('a.category-card').first().waitFor();
      await animationsSettled(page);
      await audits.check('home, categories open', page);
    });

    it('template detail', async () => {
      const page = await app.open(detailPath());
      await workflowLoaded(page);
      await audits.check('detail', page);
    });

    it('the donation dialog', async () => {
      const page = await app.open(detailPath());
      await page.getByRole('button', { name: 'Donate' }).click();
      await page.getByRole('dialog', { name: 'Support FlowVault' }).waitFor();
      await audits.check('detail, donation dialog', page);
    });

    it('the sign-in dialog', async () => {
      const page = await app.open('/');
      await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('dialog').getByRole('heading', { name: 'Sign in' }).waitFor();
      await audits.check('sign-in dialog', page);
    });

    it('the create-account dialog', async () => {
      const page = await app.open('/');
      await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Create an account' }).click();
      await dialog.getByRole('heading', { name: 'Create account' }).waitFor();
      await audits.check('create-account dialog', page);
    });

    it('the dashboard signed out', async () => {
      const page = await app.open('/dashboard');
      await page.getByRole('dialog').waitFor();
      await audits.check('dashboard signed out, sign-in dialog', page);
    });

    it('404', async () => {
      const page = await app.open('/no/such/page');
      await page.getByText('This page could not be found.').waitFor();
      await audits.check('404', page);
    });

    it('privacy policy', async () => {
      const page = await app.open('/privacy');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await audits.check('privacy', page);
    });

    it('terms of service', async () => {
      const page = await app.open('/terms');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await audits.check('terms', page);
    });

    it('the test checkout page', async () => {
      const started = await app.api('POST', '/api/donations', { amount: 5, gateway: 'test' });
      expect(started.status).toBe(200);
      const { paymentResult } = (await started.json()) as {
        paymentResult: { sessionId: string };
      };
      const page = await app.open(`/checkout/test/${paymentResult.sessionId}`);
      await page.getByRole('button', { name: 'Pay', exact: true }).waitFor();
      await audits.check('test checkout', page);
    });

    it("a template page's thanks after a donation paid at the test checkout", async () => {
      const started = await app.api('POST', '/api/donations', {
        amount: 5,
        gateway: 'test',
        returnUrl: `${detailPath()}?donation=thanks&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: detailPath(),
      });
      expect(started.status).toBe(200);
      const { paymentResult } = (await started.json()) as {
        paymentResult: { sessionId: string };
      };
      const page = await app.open(`/checkout/test/${paymentResult.sessionId}`);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL(/\/template\/[^?]+\?donation=thanks&session_id=/);
      await page.getByText('Thank you for your donation of $5.00 USD!', { exact: false }).waitFor();
      await workflowLoaded(page);
      await audits.check('detail, thanks after a donation', page);
    });

    it('the payment confirmation page without a session', async () => {
      const page = await app.open('/payment/success');
      await page.getByText('No payment session found').waitFor();
      await audits.check('payment success, no session', page);
    });
  });

  describe('signed in', () => {
    let pro: string;
    let client: string;
    beforeAll(async () => {
      pro = await demoToken('pro');
      client = await demoToken('client');
    });

    it('My Templates with saved items', async () => {
      const page = await signedIn(pro, '/dashboard');
      await page
        .getByRole('list', { name: 'Saved templates' })
        .getByRole('article')
        .nth(2)
        .waitFor();
      await audits.check('My Templates', page);
    });

    it('the remove dialog of My Templates', async () => {
      const page = await signedIn(pro, '/dashboard');
      const saved = page.getByRole('list', { name: 'Saved templates' }).getByRole('article');
      await saved.first().getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('dialog', { name: 'Remove template?' }).waitFor();
      await audits.check('My Templates, remove dialog', page);
    });

    // Hire Requests and Project Applications: accessibility-hiring.e2e.test.ts.
    it('the Notifications section', async () => {
      const page = await signedIn(client, '/dashboard?section=notifications');
      await page.locator('main').getByRole('heading', { name: 'Notifications' }).first().waitFor();
      await audits.check('Notifications', page);
    });

    it("the Overview section with a client's figures", async () => {
      const page = await signedIn(client, '/dashboard?section=overview');
      const cards = page.locator('main').getByRole('article');
      await cards.filter({ hasText: 'Spent on experts' }).waitFor();
      await page.getByRole('link', { name: 'View Notifications' }).waitFor();
      await screenshot(page, 'a11y-overview-client');
      await audits.check('Overview (client)', page);
    });

    it('the Overview section of a new account, with the ways to start', async () => {
      const newcomer = await registerAccount(app, 'Overview Newcomer');
      const page = await signedIn(newcomer.token, '/dashboard?section=overview');
      await page.getByRole('link', { name: 'Browse Templates' }).waitFor();
      await page.getByRole('link', { name: 'Find a Template to Hire For' }).waitFor();
      await audits.check('Overview (new account)', page);
    });

    it('Subscription on the Free plan', async () => {
      // The demo client is on Pro: a new account is the one on Free.
      const free = await registerAccount(app, 'Free Reader');
      const page = await signedIn(free.token, '/dashboard?section=subscription');
      // Only a limited plan meters its saves.
      await page.getByRole('progressbar', { name: 'Template saves used' }).waitFor();
      await page.getByRole('heading', { name: 'Pro', exact: true }).waitFor();
      await audits.check('Subscription (Free)', page);
    });

    it('Subscription during a paid period', async () => {
      const page = await signedIn(pro, '/dashboard?section=subscription');
      await page.getByRole('heading', { name: 'Business', exact: true }).waitFor();
      // Free is what the plan returns to, not a button the API can only refuse.
      await page.getByText(/^Cancel your plan to return to Free when it ends on /).waitFor();
      await screenshot(page, 'a11y-subscription-paid-period');
      await audits.check('Subscription (Pro)', page);
    });

    it('Payments, with a paid plan and its receipt', async () => {
      const payer = await registerAccount(app, 'Receipt Reader');
      await subscribeToPro(app, payer.token);
      const page = await signedIn(payer.token, '/dashboard?section=payments');
      await page.getByRole('button', { name: /^Download receipt FV-/ }).waitFor();
      await audits.check('Payments', page);
    });

    it('the question before cancelling a plan', async () => {
      const page = await signedIn(pro, '/dashboard?section=subscription');
      await page.getByRole('button', { name: 'Cancel plan' }).click();
      await page.getByRole('dialog', { name: 'Cancel your Pro plan?' }).waitFor();
      await audits.check('Cancel plan question', page);
      await page.getByRole('button', { name: 'Keep plan' }).click();
    });

    it('Settings, Profile tab', async () => {
      const page = await signedIn(client, '/dashboard?section=settings');
      await page.locator('main').getByLabel('Name', { exact: true }).waitFor();
      await audits.check('Settings, Profile', page);
    });

    it('Settings, n8n Connection tab', async () => {
      const page = await signedIn(client, '/dashboard?section=settings');
      await page.getByRole('tab', { name: 'n8n Connection' }).click();
      await page
        .getByRole('tabpanel')
        .getByText(/Not Connected/)
        .waitFor();
      await audits.check('Settings, n8n Connection', page);
    });

    it('the question before clearing the n8n connection', async () => {
      const account = await registerAccount(app, 'Connected Reader');
      const saved = await app.api(
        'POST',
        '/api/user-settings',
        { n8nInstanceUrl: 'https://n8n.example.com', n8nApiKey: 'n8n-key-1' },
        account.token,
      );
      expect(saved.status).toBe(200);
      const page = await signedIn(account.token, '/dashboard?section=settings');
      await page.getByRole('tab', { name: 'n8n Connection' }).click();
      await page.getByRole('tabpanel').getByRole('button', { name: 'Clear Settings' }).click();
      await page.getByRole('dialog', { name: 'Clear n8n settings?' }).waitFor();
      await audits.check('Settings, n8n Connection, clear question', page);
    });

    it('the n8n Connection tab showing a test result', async () => {
      const account = await registerAccount(app, 'Tested Reader');
      // A cloud metadata address: the address policy refuses it before any connection.
      const saved = await app.api(
        'POST',
        '/api/user-settings',
        { n8nInstanceUrl: 'http://169.254.169.254', n8nApiKey: 'n8n-key-1' },
        account.token,
      );
      expect(saved.status).toBe(200);
      const page = await signedIn(account.token, '/dashboard?section=settings');
      await page.getByRole('tab', { name: 'n8n Connection' }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByText('Not tested').waitFor();
      await panel.getByRole('button', { name: 'Test connection' }).click();
      await panel
        .getByRole('status')
        .getByText('FlowVault will not call this address (it is a cloud metadata address)')
        .waitFor();
      await panel.getByText('Not Connected').waitFor();
      await audits.check('Settings, n8n Connection, test result', page);
    });

    it('template detail', async () => {
      const page = await signedIn(pro, detailPath());
      await workflowLoaded(page);
      await page.getByRole('button', { name: 'Generate Diagram' }).waitFor();
      await audits.check('detail (signed in)', page);
    });

    it('the diagram dialog', async () => {
      const page = await signedIn(pro, detailPath());
      await page.getByRole('button', { name: 'Generate Diagram' }).click();
      const dialog = page.getByRole('dialog', { name: /^Workflow diagram: / });
      await dialog.getByRole('img').waitFor();
      await audits.check('diagram dialog', page);
    });

    it('the connect-n8n dialog of Import', async () => {
      const page = await signedIn(client, detailPath());
      await workflowLoaded(page);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByRole('dialog', { name: 'Connect your n8n instance' }).waitFor();
      await audits.check('detail, connect-n8n dialog', page);
    });

    it('the upgrade prompt of a Free account past its save limit', async () => {
      const registered = await app.api('POST', '/api/auth/register', {
        name: 'Limit Reached',
        email: `limit-${Date.now()}@example.com`,
        password: 'journey-secret',
      });
      const { token } = (await registered.json()) as { token: string };
      for (const templateId of templateIds.slice(0, 5)) {
        expect((await app.api('POST', '/api/saved-templates', { templateId }, token)).status).toBe(
          200,
        );
      }
      const page = await signedIn(token, '/');
      const cards = page.getByRole('list', { name: 'Templates' }).getByRole('article');
      await cards.nth(5).waitFor();
      // Signed in as far as the page knows (the bell is for accounts only): before that, Save
      // asks a visitor to sign in.
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^Notifications/ })
        .waitFor();
      await page.getByRole('button', { name: 'Save', exact: true }).first().click();
      await page.getByRole('dialog', { name: 'Upgrade your plan' }).waitFor();
      await audits.check('upgrade prompt', page);
    });

    /** A pending Pro payment of Casey Client's, as its checkout left it. */
    async function pendingPayment(): Promise<string> {
      const started = await app.api(
        'POST',
        '/api/process-payment',
        { subscriptionId: PRO_PLAN, gateway: 'test', currency: 'USD', amount: 19 },
        client,
      );
      expect(started.status).toBe(200);
      return ((await started.json()) as { paymentResult: { sessionId: string } }).paymentResult
        .sessionId;
    }

    it('the upgrade page while a payment is pending', async () => {
      const page = await signedIn(
        client,
        `/dashboard/upgrade-processing?session_id=${await pendingPayment()}`,
      );
      await page.getByRole('heading', { name: 'Processing Your Upgrade' }).waitFor();
      await audits.check('upgrade processing', page);
    });

    it('the payment confirmation page while a payment is pending', async () => {
      const page = await signedIn(client, `/payment/success?session_id=${await pendingPayment()}`);
      await page.getByText('Processing your payment...').waitFor();
      await audits.check('payment success, processing', page);
    });
  });

  describe('the phone header', () => {
    const PHONE = [390, 360, 320];
    const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
    const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

    /**
     * Waits for the menu to be hidden, failing when it stays open: a new location closes it in
     * React's next render, which may come after the URL has changed.
     */
    const closedMenu = (page: Page) => nav(page).waitFor({ state: 'hidden', timeout: 5_000 });

    /** Opens the menu at `width` and checks that every entry in it lies inside the window. */
    async function openMenu(page: Page, width: number): Promise<void> {
      await page.setViewportSize({ width, height: 800 });
      await closedMenu(page);
      await menuButton(page).click();
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
      await nav(page).waitFor();
      for (const entry of await nav(page).locator('a, button').all()) {
        const box = await entry.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }
    }

    it('gives a visitor Browse and Sign in from the menu; Escape closes it', async () => {
      const page = await app.open('/privacy');
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (const width of [390, 320]) {
        await openMenu(page, width);
        await screenshot(page, `a11y-phone-menu-visitor-${width}`, { viewport: true });
        await menuButton(page).click();
      }
      await openMenu(page, 320);
      await audits.check('phone menu open (visitor)', page, PHONE);
      await page.keyboard.press('Escape');
      await closedMenu(page);
      expect(await menuButton(page).evaluate((button) => button === document.activeElement)).toBe(
        true,
      );
      await menuButton(page).click();
      await nav(page).getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('dialog').getByRole('heading', { name: 'Sign in' }).waitFor();
    });

    it('gives a signed-in user every header entry from the menu, Sign out included', async () => {
      const page = await signedIn(await demoToken('client'), '/privacy');
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (const width of [1280, 800, 320]) {
        await page.setViewportSize({ width, height: 800 });
        await screenshot(page, `a11y-header-signed-in-${width}`, { viewport: true });
      }
      for (const width of [390, 320]) {
        await openMenu(page, width);
        await nav(page).getByText('Casey Client').waitFor();
        await nav(page).getByRole('button', { name: 'Connect n8n' }).waitFor();
        await screenshot(page, `a11y-phone-menu-signed-in-${width}`, { viewport: true });
        await menuButton(page).click();
      }
      await openMenu(page, 320);
      await audits.check('phone menu open (signed in)', page, PHONE);
      await nav(page).getByRole('link', { name: 'Dashboard' }).click();
      await page.waitForURL(/\/dashboard$/);
      // The dashboard's code loads lazily: signing out before it is shown would make it arrive for
      // a visitor, whom it rightly asks to sign in.
      await page.getByRole('link', { name: 'Back to Templates' }).waitFor();
      await closedMenu(page);
      await menuButton(page).click();
      await nav(page).getByRole('button', { name: 'Sign out' }).click();
      await page.waitForFunction(() => localStorage.getItem('auth_token') === null);
      // The menu closed, with focus on its button rather than lost with Sign out.
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
      expect(await menuButton(page).evaluate((button) => button === document.activeElement)).toBe(
        true,
      );
      await menuButton(page).click();
      await nav(page).getByRole('button', { name: 'Sign in' }).waitFor();
    });
  });
});
