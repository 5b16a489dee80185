/**
 * The ESLint rule that keeps features apart: a file of `api/src/modules/<feature>/` may import
 * another feature's files only when its module declares that feature in `needs`
 * (`<feature>.module.ts`). What a feature needs is read from the module files themselves, so the
 * registry stays the one list; `api/test/feature-registry.test.ts` checks that this reading
 * agrees with the features the application is built from. See docs/ARCHITECTURE.md.
 */
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

/** Feature name -> the features it declares in `needs`, read from each module file. */
function readFeatureNeeds(modulesDir) {
  const needs = new Map();
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = path.join(modulesDir, entry.name, `${entry.name}.module.ts`);
    if (!existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    const name = /^\s*name:\s*'([^']+)'/m.exec(source)?.[1];
    if (name !== entry.name) {
      throw new Error(`${file}: the feature's name must be its folder's, "${entry.name}"`);
    }
    const listed = /^\s*needs:\s*\[([^\]]*)\]/m.exec(source)?.[1] ?? '';
    needs.set(
      name,
      [...listed.matchAll(/'([^']+)'/g)].map((match) => match[1]),
    );
  }
  return needs;
}

const cache = new Map();
function needsOf(modulesDir) {
  if (!cache.has(modulesDir)) cache.set(modulesDir, readFeatureNeeds(modulesDir));
  return cache.get(modulesDir);
}

/** The feature folder a path lies in, or undefined outside `modulesDir`. */
function featureOf(modulesDir, file) {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [folder, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? folder : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports another feature only if it declares it in `needs`' },
    schema: [
      { type: 'object', properties: { modulesDir: { type: 'string' } }, required: ['modulesDir'] },
    ],
    messages: {
      undeclared:
        'The feature "{{from}}" imports from "{{to}}", which it does not declare in `needs` ({{module}}). Declare it, or move what both use out of the features.',
      unknown: 'The feature "{{from}}" has no module file ({{module}}) to declare what it needs.',
    },
  },
  create(context) {
    const modulesDir = path.resolve(context.options[0].modulesDir);
    const filename = context.filename;
    const from = featureOf(modulesDir, filename);
    if (!from) return {};
    const needs = needsOf(modulesDir);
    const moduleFile = `modules/${from}/${from}.module.ts`;
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = featureOf(modulesDir, path.resolve(path.dirname(filename), specifier));
      if (!to || to === from) return;
      if (!needs.has(from)) {
        context.report({ node, messageId: 'unknown', data: { from, module: moduleFile } });
      } else if (!needs.get(from).includes(to)) {
        context.report({ node, messageId: 'undeclared', data: { from, to, module: moduleFile } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

module.exports = { rules: { 'feature-boundaries': featureBoundaries }, readFeatureNeeds };
