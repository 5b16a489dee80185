// n8n's own editor in Chromium, as a person uses it with N8N_TEMPLATES_HOST pointed at FlowVault:
// sign in, Templates, search, open a result, "Use this workflow", count the nodes on the canvas.
// Selectors are n8n 1.123.81's (editor-ui: TemplatesSearchView, TemplateList, TemplatesWorkflowView,
// SetupWorkflowFromTemplateView, the canvas's `canvas-node`).
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { timeout } from './n8n.mjs';

/** The switches the browser journeys start Chromium with (no network beyond loopback). */
const CHROMIUM_ARGS = JSON.parse(
  readFileSync(new URL('../../e2e/support/chromium-args.json', import.meta.url), 'utf8'),
);

const STICKY_NOTE = 'n8n-nodes-base.stickyNote';

/** n8n imports a template at /workflows/templates/:id and moves on to /workflow/new?templateId=. */
const ON_CANVAS = /\/workflows\/templates\/\d+|\/workflow\/new\?templateId=\d+/;

/** Only loopback: whatever else the editor asks for (telemetry, api.n8n.io) is refused and listed. */
const isLoopback = (url) => {
  const { protocol, hostname } = new URL(url);
  if (!/^(https?|wss?):$/.test(protocol)) return true;
  return ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
};

/**
 * Drives the editor and resolves the figures: `{search, results, template, canvas, flowvault,
 * blocked, seconds, screenshot}`, with `problem` set when a step failed or a figure is wrong.
 */
export async function driveEditor({ n8nUrl, flowvaultUrl, owner, search, artifactsDir, log }) {
  const started = Date.now();
  const since = (t) => Math.round((Date.now() - t) / 100) / 10;
  const figures = { search, seconds: {}, blocked: [], flowvault: { calls: 0, failed: [] } };
  mkdirSync(artifactsDir, { recursive: true });

  let step = "read FlowVault's search";
  let browser;
  let lastPage;
  try {
    const expected = await flowvaultJson(
      flowvaultUrl,
      `/n8n/templates/search?page=1&rows=20&search=${encodeURIComponent(search)}`,
    );
    if (!expected.workflows.length) throw new Error(`FlowVault has no template for "${search}"`);
    // The largest of the results, so that the canvas count means something.
    const candidates = await Promise.all(
      expected.workflows.map(async (listed) => {
        const { workflow } = await flowvaultJson(
          flowvaultUrl,
          `/n8n/workflows/templates/${listed.id}`,
        );
        return { listed, nodes: workflow.nodes };
      }),
    );
    const largest = candidates.reduce((a, b) => (b.nodes.length > a.nodes.length ? b : a));
    const chosen = largest.listed;
    const expectedNodes = {
      all: largest.nodes.length,
      steps: largest.nodes.filter((node) => node.type !== STICKY_NOTE).length,
    };

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(30_000);
    await page.context().route('**/*', (route) => {
      const url = route.request().url();
      if (isLoopback(url)) return route.continue();
      figures.blocked.push(url);
      return route.abort('blockedbyclient');
    });
    const library = `${flowvaultUrl}/n8n/`;
    page.on('request', (request) => {
      if (request.url().startsWith(library) && request.method() !== 'OPTIONS')
        figures.flowvault.calls += 1;
    });
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(library))
        figures.flowvault.failed.push(`${request.url()}: ${request.failure()?.errorText}`);
    });
    lastPage = page;

    step = 'sign in';
    let t = Date.now();
    await page.goto(`${n8nUrl}/signin`);
    await page.locator('input[name="emailOrLdapLoginId"]').fill(owner.email);
    await page.locator('input[name="password"]').fill(owner.password);
    await page
      .locator('[data-test-id="signin-form"]')
      .getByRole('button', { name: 'Sign in' })
      .click();
    await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
    figures.seconds.signIn = since(t);

    step = 'search the templates';
    t = Date.now();
    await page.goto(`${n8nUrl}/templates`);
    await dismissModals(page);
    const box = page.locator('[data-test-id="template-search-input"]');
    const input = (await box.evaluate((el) => el.tagName)) === 'INPUT' ? box : box.locator('input');
    await input.fill(search);
    const cards = page.locator('[data-test-id="template-card"]');
    await cards.filter({ hasText: chosen.name }).first().waitFor();
    const shown = await cards.allInnerTexts();
    const expectedNames = expected.workflows.map((w) => w.name);
    figures.results = {
      totalWorkflows: expected.totalWorkflows,
      expected: expectedNames.length,
      shown: shown.length,
      matched: expectedNames.filter((name) => shown.some((text) => text.includes(name))).length,
      first: shown.slice(0, 3).map((text) => text.split('\n')[0]),
    };
    figures.seconds.search = since(t);

    step = `open "${chosen.name}"`;
    t = Date.now();
    await cards.filter({ hasText: chosen.name }).first().click();
    await page.waitForURL(new RegExp(`/templates/${chosen.id}$`));
    await page.getByRole('heading', { level: 1, name: chosen.name }).waitFor();
    figures.template = { id: chosen.id, name: chosen.name, url: page.url() };
    figures.seconds.open = since(t);

    step = 'use the workflow';
    t = Date.now();
    await dismissModals(page);
    await page.locator('[data-test-id="use-template-button"]').click();
    await page.waitForURL(new RegExp(`/templates/${chosen.id}/setup$|${ON_CANVAS.source}`));
    // A template whose nodes need credentials goes through n8n's set-up page first.
    figures.template.credentialSetUp = /\/setup$/.test(page.url());
    if (figures.template.credentialSetUp) {
      await page.getByRole('link', { name: 'Skip', exact: true }).click();
      await page.waitForURL(ON_CANVAS);
    }
    await dismissModals(page);
    const steps = page.locator('[data-test-id="canvas-node"]');
    const all = page.locator('.vue-flow__node');
    const onCanvas = await settledCount(steps);
    figures.canvas = {
      url: page.url(),
      steps: onCanvas,
      expectedSteps: expectedNodes.steps,
      nodes: await all.count(),
      expectedNodes: expectedNodes.all,
    };
    figures.seconds.canvas = since(t);
    figures.screenshot = path.join(artifactsDir, 'editor-canvas.png');
    await page.screenshot({ path: figures.screenshot });

    const { canvas, results } = figures;
    if (canvas.steps !== canvas.expectedSteps || canvas.nodes !== canvas.expectedNodes) {
      figures.problem = `the canvas shows ${canvas.steps} nodes (${canvas.nodes} with sticky notes), the template has ${canvas.expectedSteps} (${canvas.expectedNodes})`;
    } else if (results.matched !== results.expected) {
      figures.problem = `n8n listed ${results.matched} of FlowVault's ${results.expected} results`;
    }
  } catch (error) {
    figures.problem = `${step}: ${error?.message?.split('\n')[0] ?? error}`;
    if (lastPage) {
      figures.screenshot = path.join(artifactsDir, 'editor-failure.png');
      await lastPage
        .screenshot({ path: figures.screenshot, fullPage: true })
        .catch(() => undefined);
    }
  } finally {
    await browser?.close();
  }
  const { failed } = figures.flowvault;
  if (failed.length) {
    const calls = `${failed.length} calls of FlowVault's library failed in the browser, e.g. ${failed[0]}`;
    figures.problem = figures.problem ? `${figures.problem}; ${calls}` : calls;
  }
  figures.seconds.total = since(started);
  log(
    figures.problem
      ? `editor: ${figures.problem}`
      : `editor: ${figures.canvas.steps} nodes on the canvas`,
  );
  return figures;
}

async function flowvaultJson(url, p) {
  const response = await fetch(url + p, { signal: timeout(30_000) });
  if (!response.ok) throw new Error(`FlowVault GET ${p}: HTTP ${response.status}`);
  return response.json();
}

/** Closes whatever dialog n8n opens on a first visit (surveys, announcements). */
async function dismissModals(page) {
  for (let i = 0; i < 3; i++) {
    const dialog = page.locator('.el-dialog:visible, [role="dialog"]:visible').first();
    if (!(await dialog.count())) return;
    const close = dialog.locator('.el-dialog__headerbtn, [aria-label="Close"]').first();
    if (await close.count()) await close.click();
    else await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
}

/** The number of matching elements once it has held still for 1.5 s (the canvas renders in steps). */
async function settledCount(locator) {
  const deadline = Date.now() + 30_000;
  let last = -1;
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    const count = await locator.count();
    if (count !== last) {
      last = count;
      stableSince = Date.now();
    } else if (count > 0 && Date.now() - stableSince > 1500) {
      return count;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return last;
}
