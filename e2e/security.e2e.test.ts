import type { Browser } from 'playwright-core';
import {
  cspViolationReported,
  launchBrowser,
  openPage,
  takeCspViolations,
} from './support/browser';
import { startE2EServer, type E2EServer } from './support/server';

/**
 * The server's Content-Security-Policy in real Chromium: it blocks what it must, every journey
 * would hear of a violation, and the development pages it loosens it for still work.
 */
describe('the Content-Security-Policy in a real browser', () => {
  let server: E2EServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startE2EServer({ corpus: false });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('blocks a script injected into the page, and the journeys hear of it', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(server.baseUrl + '/privacy');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Chromium's console line about the refusal, the second way the journeys hear of one.
      const refusedLine = page.waitForEvent(
        'console',
        (message) => message.type() === 'error' && /Content.Security.Policy/i.test(message.text()),
      );
      const ran = await page.evaluate(async () => {
        const violated = new Promise((resolve) =>
          document.addEventListener('securitypolicyviolation', resolve, { once: true }),
        );
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.append(script);
        await violated;
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      // Both reports cross from the page to the test on their own.
      await Promise.all([cspViolationReported(/script-src-elem blocked inline/), refusedLine]);
      const violations = takeCspViolations();
      expect(violations.some((line) => line.includes('script-src-elem blocked inline'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('renders the REST docs page (Swagger UI) without a violation', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(server.baseUrl + '/api/docs');
      await page.locator('.swagger-ui .info .title').getByText('FlowVault').waitFor();
      // Open the template list and run it: responses and highlighted JSON render too.
      const operation = page.locator('.opblock', { hasText: '/api/templates' }).first();
      await operation.locator('.opblock-summary').click();
      await operation.getByRole('button', { name: 'Try it out' }).click();
      await operation.getByRole('button', { name: 'Execute' }).click();
      await operation.locator('.responses-table .response .microlight').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
