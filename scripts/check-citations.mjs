/**
 * Fails when code, tests, docs or configuration cite a document outside the repository: the old product
 * specification or contract (by name or by section sign) or an issue number. A comment or a test
 * name states the rule itself, or links a page of docs/. Run by `npm run check`.
 *
 * Scans the files git tracks under SCANNED (untracked files are not read), skipping binary ones.
 * `--repo DIR` checks another checkout (the tests use a scratch repository).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What is scanned: the docs, the code, its tests and scripts, the schema, and the configuration. */
const SCANNED = [
  'README.md',
  'docs',
  'api',
  'web',
  'packages',
  'e2e',
  'bench',
  'scripts',
  'schema',
  '.ci',
  '.env.example',
  'Dockerfile',
  'docker-compose.yml',
  'codegen.yml',
  'jest.config.js',
  'eslint.config.mjs',
  'package.json',
  'tsconfig.json',
];

/**
 * The citations refused, each with the reason shown. The words are put together from pieces so
 * that this file does not match itself.
 */
const PATTERNS = [
  { pattern: new RegExp(['PRODUCT', 'SPEC'].join('-')), what: 'names the product specification' },
  // Upper case and a whole word: `contract`, `contractor` and `CONTRACT_CODES` are not citations.
  { pattern: new RegExp(`\\b${'CONTR' + 'ACT'}\\b`), what: 'names the contract' },
  { pattern: new RegExp('\u00a7'), what: 'cites a section' },
  { pattern: new RegExp(`\\b${'iss' + 'ues?'}\\s*#?\\d+`, 'i'), what: 'cites an issue number' },
];

/** The longest part of an offending line that is printed. */
const SHOWN_CHARACTERS = 160;

/** `--repo DIR` when given, else this checkout. */
function repositoryRoot(args) {
  const at = args.indexOf('--repo');
  if (at === -1) return ROOT;
  const dir = args[at + 1];
  if (!dir) throw new Error('--repo needs a directory');
  return path.resolve(dir);
}

function trackedFiles(repo) {
  const listed = execFileSync('git', ['-C', repo, 'ls-files', '-z', '--', ...SCANNED], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return listed.split('\0').filter(Boolean);
}

/** Each line of `text` that cites something outside the repository: its number and why. */
function citationsIn(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    const hit = PATTERNS.find(({ pattern }) => pattern.test(line));
    if (hit) found.push({ line: index + 1, text: line.trim(), what: hit.what });
  });
  return found;
}

function main() {
  const repo = repositoryRoot(process.argv.slice(2));
  const files = trackedFiles(repo);
  const problems = [];
  for (const file of files) {
    let bytes;
    try {
      bytes = readFileSync(path.join(repo, file));
    } catch {
      continue; // Deleted in the work tree but still in the index.
    }
    if (bytes.subarray(0, 8000).includes(0)) continue;
    for (const found of citationsIn(bytes.toString('utf8'))) problems.push({ file, ...found });
  }
  if (problems.length > 0) {
    console.error(
      `${problems.length} line(s) cite a document outside the repository. ` +
        'State the rule itself, or link a page of docs/:',
    );
    for (const { file, line, text, what } of problems) {
      console.error(`  ${file}:${line}: ${what}: ${text.slice(0, SHOWN_CHARACTERS)}`);
    }
    process.exitCode = 1;
    return;
  }
  console.log(`No citations of documents outside the repository (${files.length} files).`);
}

try {
  main();
} catch (error) {
  console.error(`Citation check failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
