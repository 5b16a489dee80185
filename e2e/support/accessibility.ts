import { readFileSync } from 'node:fs';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';
import { animationsSettled } from './browser';

/**
 * axe-core's minified build: `axe.source` is the readable one, over twice the size, and each page
 * audited evaluates it once.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets of WCAG 2.1 levels A and AA, the level FlowVault promises. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Widths audited with axe: a desktop and a common phone. */
export const AXE_WIDTHS = [1280, 390];

/**
 * Widths checked for sideways scrolling: down to the 320 CSS px WCAG 1.4.10 asks to reflow for,
 * with a tablet where the header changes layout.
 */
export const REFLOW_WIDTHS = [1280, 768, 390, 360, 320];

/** Impacts that fail a journey; minor and moderate findings are reported by axe but let pass. */
const FAILING = new Set(['serious', 'critical']);

/**
 * Evaluates axe in the page's main world through the DevTools protocol directly: Playwright's
 * `page.evaluate` of a string takes about half as long again for a script this size.
 */
async function loadAxe(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  try {
    const { exceptionDetails } = await session.send('Runtime.evaluate', {
      expression: AXE_SOURCE,
      returnByValue: false,
    });
    if (exceptionDetails) throw new Error(`axe-core failed to load: ${exceptionDetails.text}`);
  } finally {
    await session.detach();
  }
}

/** One failing axe rule on a page, with what a reader needs to find and fix it. */
export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** CSS selectors of the offending elements, at most five. */
  targets: string[];
}

/**
 * Runs axe-core's WCAG 2.1 A and AA rules over the page as it is now and answers the serious and
 * critical violations. axe is evaluated through the DevTools protocol rather than added as a
 * `<script>`: the server's Content-Security-Policy refuses inline scripts, and a journey must not
 * weaken it to be audited.
 */
export async function auditPage(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await loadAxe(page);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_21_AA,
  );
  return results.violations
    .filter((violation) => FAILING.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/** The findings as lines to read in a failed test: rule, impact, help and where. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.id} (${finding.impact}): ${finding.help}\n  ${finding.helpUrl}\n` +
        finding.targets.map((target) => `  at ${target}`).join('\n'),
    )
    .join('\n');
}

/**
 * How much wider than the viewport the page is, in CSS pixels; 0 when nothing scrolls sideways
 * (WCAG 1.4.10 Reflow, which axe does not test).
 */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/**
 * Audits pages at several widths and remembers the outcome of each, page by width, for the table
 * a journey prints at its end ('pass', or the failing rule ids and overflows).
 */
export class AccessibilityAudit {
  private readonly results = new Map<string, Map<number, string>>();

  /**
   * Audits the page as it is at each width, once what fades in has settled (the page is resized,
   * so an open dialog stays open): axe at the axe widths, sideways scrolling at every width.
   * Throws with every finding.
   */
  async check(name: string, page: Page, widths = REFLOW_WIDTHS): Promise<void> {
    const cells = new Map<number, string>();
    this.results.set(name, cells);
    const problems: string[] = [];
    // A dialog or card still fading in reads as too faint to axe's colour-contrast rule.
    await animationsSettled(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const failed: string[] = [];
      if (AXE_WIDTHS.includes(width)) {
        const findings = await auditPage(page);
        failed.push(...findings.map((finding) => finding.id));
        if (findings.length) {
          problems.push(`${name} at ${width} px:\n${describeFindings(findings)}`);
        }
      }
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) {
        failed.push(`reflow +${overflow}px`);
        problems.push(`${name} at ${width} px scrolls sideways by ${overflow} px`);
      }
      cells.set(width, failed.length ? failed.join(', ') : 'pass');
    }
    if (problems.length) throw new Error(problems.join('\n\n'));
  }

  /** The results so far as a Markdown table; '-' where a width was not checked. */
  table(): string {
    const header = [
      'page',
      ...REFLOW_WIDTHS.map((width) => `${width} px${AXE_WIDTHS.includes(width) ? ' (axe)' : ''}`),
    ];
    const rows = [...this.results].map(([name, cells]) => [
      name,
      ...REFLOW_WIDTHS.map((width) => cells.get(width) ?? '-'),
    ]);
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
    return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
  }
}
