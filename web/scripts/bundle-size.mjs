/**
 * Prints the gzipped size of the JavaScript the home route loads (the entry chunk and every chunk
 * it imports statically, read from Vite's manifest) and fails when it is over the budget.
 * Usage: `npm run build -w web && npm run size -w web`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The most JavaScript, gzipped, that the first page may cost. It was 152 KB for a while; what
 * brought the route back well under 150 is in docs/DECISIONS.md ("Web").
 */
const BUDGET_KB = 150;

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const MANIFEST = path.join(DIST, '.vite', 'manifest.json');

/** The entry chunk's key followed by the keys of everything it imports statically, once each. */
function staticClosure(manifest, entryKey) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  return [...seen];
}

function main() {
  if (!existsSync(MANIFEST)) {
    console.error(
      `No build manifest at ${path.relative(process.cwd(), MANIFEST)}: run \`npm run build -w web\` first.`,
    );
    process.exitCode = 1;
    return;
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');

  let total = 0;
  for (const key of staticClosure(manifest, entryKey)) {
    const file = manifest[key].file;
    const size = gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
    total += size;
    console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${file}`);
  }
  const verdict = total <= BUDGET_KB * 1024 ? 'within' : 'OVER';
  console.log(
    `${(total / 1024).toFixed(1).padStart(8)} KB  home route JavaScript, gzipped (${verdict} the ${BUDGET_KB} KB budget)`,
  );
  if (verdict === 'OVER') process.exitCode = 1;
}

main();
