import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { startN8nStandIn, type N8nStandIn } from '../api/test/n8n-stand-in';
import { AccessibilityAudit } from './support/accessibility';
import { screenshot } from './support/browser';
import { journey } from './support/journey';

const N8N_KEY = 'e2e-n8n-api-key-0123456789';
/** The smallest scale a diagram opens at (web/src/features/workflow/pan-zoom.ts). */
const READABLE_SCALE = 0.65;

/**
 * What a signed-in user does with templates, in real Chromium over the demo catalogue: save up to
 * the Free limit and meet the upgrade prompt, find and remove a save in My Templates, connect an
 * n8n (a local stand-in for its public API) and import, and view (fit, zoom, pan) and download a
 * saved template's diagram.
 */
describe('saved templates, n8n and diagrams in a real browser', () => {
  const app = journey({ demo: true });
  const audits = new AccessibilityAudit();
  afterAll(() => console.log(audits.table()));
  let n8n: N8nStandIn;

  beforeAll(async () => {
    n8n = await startN8nStandIn({ apiKey: N8N_KEY });
  });
  afterAll(() => n8n.close());

  /** A new Free account signed in on `path` in a fresh browser context. */
  async function signedIn(label: string, path: string): Promise<{ page: Page; token: string }> {
    const registered = await app.api('POST', '/api/auth/register', {
      name: `Journey ${label}`,
      email: `${label}-${Date.now()}@example.com`,
      password: 'journey-secret',
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const page = await app.open(path, { token });
    return { page, token };
  }

  const cards = (page: Page) => page.getByRole('list', { name: 'Templates' }).getByRole('article');
  const saveButton = (card: Locator) => card.getByRole('button', { name: /^Saved?$/ });

  async function saveCard(card: Locator): Promise<void> {
    await saveButton(card).click();
    await card.getByRole('button', { name: 'Saved', exact: true }).waitFor();
  }

  it('saves up to the Free limit, then shows the upgrade prompt on the sixth', async () => {
    const { page, token } = await signedIn('limit', '/');
    await cards(page).nth(5).waitFor();
    for (let i = 0; i < 5; i++) await saveCard(cards(page).nth(i));
    // A saved card offers its diagram.
    await cards(page).first().getByRole('button', { name: 'Diagram' }).waitFor();
    await screenshot(page, 'saved-1-five-saved');

    await saveButton(cards(page).nth(5)).click();
    const prompt = page.getByRole('dialog', { name: 'Upgrade your plan' });
    await prompt.waitFor();
    await prompt.getByText(/5 of 5/).waitFor();
    await screenshot(page, 'saved-2-upgrade-prompt');
    expect(await saveButton(cards(page).nth(5)).innerText()).toBe('Save');

    const me = await app.api('GET', '/api/auth/me', undefined, token);
    const { user } = (await me.json()) as { user: { subscription: Record<string, number> } };
    expect(user.subscription.templateSavesUsed).toBe(5);

    await prompt.getByRole('link', { name: 'View Plans' }).click();
    await page.waitForURL(/\/dashboard\?section=subscription$/);
  });

  it('finds a saved template in My Templates and removes it', async () => {
    const { page } = await signedIn('mine', '/');
    await cards(page).nth(2).waitFor();
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      names.push(await cards(page).nth(i).getByRole('heading').innerText());
      await saveCard(cards(page).nth(i));
    }
    await page.goto(`${app.baseUrl}/dashboard`);
    const saved = page.getByRole('list', { name: 'Saved templates' }).getByRole('article');
    await saved.nth(2).waitFor();
    await screenshot(page, 'saved-3-my-templates');

    await page.getByLabel('Search').fill(names[1]);
    await until(async () => {
      const texts = await saved.allInnerTexts();
      return texts.length === 1 && texts[0].includes(names[1]);
    });
    await saved.first().getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove template?' });
    await confirm
      .getByText('Are you sure you want to remove this template from your saved list?')
      .waitFor();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('heading', { name: 'No templates found' }).waitFor();
    await screenshot(page, 'saved-4-removed');

    await page.getByRole('button', { name: 'Clear Search' }).click();
    await saved.nth(1).waitFor();
    expect(await saved.count()).toBe(2);
    expect((await saved.allInnerTexts()).join('\n')).not.toContain(names[1]);
  });

  it('connects n8n from the header and imports a template into it', async () => {
    const { page } = await signedIn('import', '/');
    await page.getByRole('button', { name: 'Connect n8n' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect n8n' });
    await dialog.getByLabel('n8n Instance URL').fill(n8n.url);
    await dialog.getByLabel('API Key').fill(N8N_KEY);
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await dialog.getByText('n8n settings saved successfully!').waitFor();
    expect(await dialog.getByLabel('API Key').inputValue()).toBe('');
    await screenshot(page, 'saved-5-connected');
    await page.keyboard.press('Escape');

    await cards(page).first().getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(/\/template\/[0-9a-f-]{36}$/);
    const before = n8n.received.length;
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const done = page.getByRole('dialog', { name: 'Imported into n8n' });
    await done.waitFor();
    const link = done.getByRole('link', { name: /Open in n8n/ });
    expect(await link.getAttribute('href')).toMatch(
      new RegExp(`^${n8n.url.replace(/\./g, '\\.')}/workflow/\\w+$`),
    );
    expect(n8n.received.length).toBe(before + 1);
    await screenshot(page, 'saved-6-imported');
    // A fresh load knows the connection is saved.
    await page.reload();
    await page.getByRole('button', { name: 'n8n connected' }).waitFor();
  });

  it("shows a saved template's diagram fitted, zooms and pans it, and downloads it as SVG and Mermaid", async () => {
    const { page } = await signedIn('diagram', '/');
    await cards(page).first().getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(/\/template\//);
    expect(await page.getByRole('button', { name: 'Generate Diagram' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save Template' }).click();
    await page.getByRole('button', { name: 'Generate Diagram' }).click();
    const dialog = page.getByRole('dialog', { name: /^Workflow diagram: / });
    const picture = dialog.getByRole('img', { name: /^Diagram of the / });
    await picture.waitFor();
    // The API's SVG, from its blob: URL, is an image the browser can draw.
    expect(
      await picture.evaluate(async (svg) => {
        const image = new Image();
        image.src = svg.querySelector('image')!.getAttribute('href')!;
        await image.decode();
        return image.naturalWidth;
      }),
    ).toBeGreaterThan(0);
    await until(async () => (await diagramView(picture)).fits);
    await screenshot(page, 'saved-7-diagram');

    // Zoom in with a button, then with the wheel over the diagram, then drag it.
    const fitted = await viewBox(picture);
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    const zoomed = await viewBox(picture);
    expect(zoomed[2]).toBeLessThan(fitted[2]);
    const frame = (await picture.boundingBox())!;
    await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await page.mouse.wheel(0, -240);
    await until(async () => (await viewBox(picture))[2] < zoomed[2]);
    const wheeled = await viewBox(picture);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width / 2 - 80, frame.y + frame.height / 2, {
      steps: 4,
    });
    await page.mouse.up();
    expect((await viewBox(picture))[0]).toBeGreaterThan(wheeled[0]);
    // 0 on the focused viewer fits it again.
    await dialog.getByRole('group', { name: 'Diagram viewer' }).focus();
    await page.keyboard.press('0');
    await until(async () => (await diagramView(picture)).fits);

    await audits.check('diagram dialog, zoom controls', page);
    // On a phone the dialog's and the page's previews fit with readable labels.
    await page.setViewportSize({ width: 390, height: 800 });
    await dialog.getByRole('button', { name: 'Fit' }).click();
    await expectReadableFit(picture);
    await screenshot(page, 'saved-8-diagram-phone', { viewport: true });
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    const preview = page.getByRole('img', { name: /^Workflow diagram with \d+ steps?$/ });
    await preview.scrollIntoViewIfNeeded();
    await expectReadableFit(preview);
    await screenshot(page, 'saved-9-preview-phone', { viewport: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Generate Diagram' }).click();

    const svg = await downloaded(page, dialog.getByRole('button', { name: 'Download SVG' }));
    expect(svg.name).toMatch(/\.svg$/);
    expect(svg.text).toMatch(/<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const mermaid = await downloaded(
      page,
      dialog.getByRole('button', { name: 'Download Mermaid' }),
    );
    expect(mermaid.name).toMatch(/\.mmd$/);
    expect(mermaid.text).toMatch(/^flowchart LR/);
  });
});

/** The viewBox the diagram viewer's SVG shows now: x, y, width, height in drawing units. */
async function viewBox(picture: Locator): Promise<number[]> {
  return (await picture.getAttribute('viewBox'))!.split(' ').map(Number);
}

/**
 * How a diagram viewer's drawing sits in it: its scale on screen (CSS pixels per unit), the scale
 * at which all of it would show, and whether all of it shows now (a unit of rounding allowed).
 */
function diagramView(
  picture: Locator,
): Promise<{ fits: boolean; scale: number; wholeScale: number }> {
  return picture.evaluate((svg: SVGSVGElement) => {
    const drawing = svg.getBBox();
    const shown = svg.viewBox.baseVal;
    return {
      fits:
        drawing.x >= shown.x - 1 &&
        drawing.y >= shown.y - 1 &&
        drawing.x + drawing.width <= shown.x + shown.width + 1 &&
        drawing.y + drawing.height <= shown.y + shown.height + 1,
      scale: svg.clientWidth / shown.width,
      wholeScale: Math.min(svg.clientWidth / drawing.width, svg.clientHeight / drawing.height),
    };
  });
}

/** On a phone a fit keeps labels readable: all of the drawing, or at least the readable scale. */
async function expectReadableFit(picture: Locator): Promise<void> {
  const view = await diagramView(picture);
  expect(view.scale).toBeGreaterThanOrEqual(Math.min(view.wholeScale, READABLE_SCALE) - 0.01);
  if (!view.fits) expect(view.scale).toBeGreaterThanOrEqual(READABLE_SCALE - 0.01);
}

async function downloaded(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(file, 'utf8') };
}

/** Waits until `check` holds (10 s at most), for what no single element's state shows. */
async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('The page did not reach the expected state');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
