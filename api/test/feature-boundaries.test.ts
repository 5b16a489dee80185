import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter, type Rule } from 'eslint';
import { FEATURES } from '../src/modules/index';

// The lint rule is plain CommonJS so that ESLint's config and this test load the same file.
const boundaries = require('../../scripts/eslint/feature-boundaries.cjs') as {
  rules: Record<string, Rule.RuleModule>;
  readFeatureNeeds(modulesDir: string): Map<string, string[]>;
};

const ROOT = path.resolve(__dirname, '../..');

/**
 * Feature boundaries hold by themselves (docs/ARCHITECTURE.md): a feature's files import another
 * feature's only when its module declares it in `needs`, and `npm run check` fails otherwise.
 */
describe('feature boundaries', () => {
  it('reads the same `needs` from the module files as the application is built from', () => {
    const read = boundaries.readFeatureNeeds(path.join(ROOT, 'api/src/modules'));
    const built = new Map(FEATURES.map((feature) => [feature.name, [...(feature.needs ?? [])]]));
    expect(Object.fromEntries(read)).toEqual(Object.fromEntries(built));
  });

  describe('the rule', () => {
    let modulesDir: string;
    const lint = (file: string, code: string) =>
      new Linter({ configType: 'flat', cwd: path.dirname(modulesDir) })
        .verify(
          code,
          [
            {
              files: ['**/*.ts'],
              plugins: { flowvault: { rules: boundaries.rules } },
              rules: { 'flowvault/feature-boundaries': ['error', { modulesDir }] },
            },
          ],
          { filename: path.join(modulesDir, file) },
        )
        .map((message) => message.message);

    beforeAll(() => {
      modulesDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'boundaries-')), 'modules');
      const feature = (name: string, needs: string) => {
        mkdirSync(path.join(modulesDir, name), { recursive: true });
        writeFileSync(
          path.join(modulesDir, name, `${name}.module.ts`),
          `export const m = {\n  name: '${name}',\n  needs: [${needs}],\n};\n`,
        );
      };
      feature('billing', '');
      feature('orders', "'billing'");
    });
    afterAll(() => rmSync(path.dirname(modulesDir), { recursive: true, force: true }));

    it('refuses an import of a feature that is not declared', () => {
      expect(lint('billing/invoice.service.ts', "import { x } from '../orders/order';\n")).toEqual([
        'The feature "billing" imports from "orders", which it does not declare in `needs` (modules/billing/billing.module.ts). Declare it, or move what both use out of the features.',
      ]);
      expect(
        lint('billing/dtos/invoice.types.ts', "export { y } from '../../orders/dtos/order';\n"),
      ).toHaveLength(1);
      expect(
        lint('billing/lazy.ts', "export const z = () => import('../orders/order');\n"),
      ).toHaveLength(1);
    });

    it('lets a feature import what it declares, its own files, and what no feature owns', () => {
      expect(lint('orders/order.service.ts', "import { x } from '../billing/invoice';\n")).toEqual(
        [],
      );
      expect(lint('orders/order.service.ts', "import { x } from './order.repository';\n")).toEqual(
        [],
      );
      expect(lint('orders/order.service.ts', "import { x } from '../../core/db';\n")).toEqual([]);
      expect(lint('orders/order.service.ts', "import { x } from 'typeorm';\n")).toEqual([]);
    });
  });

  it('fails `npm run check`’s lint on an undeclared import in the real code base', () => {
    // Payments does not need hiring (hiring needs payments).
    const lint = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/eslint/bin/eslint.js'),
        '--stdin',
        '--stdin-filename',
        'api/src/modules/payments/refund-probe.ts',
      ],
      {
        cwd: ROOT,
        input:
          "import { HIRE_RETURN_PATH } from '../hiring/hire-payment.service';\nexport const p = HIRE_RETURN_PATH;\n",
        encoding: 'utf8',
      },
    );
    expect(lint.status).toBe(1);
    expect(lint.stdout).toContain(
      'The feature "payments" imports from "hiring", which it does not declare in `needs`',
    );
  });
});
