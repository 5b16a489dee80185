/**
 * Fails when the committed GraphQL Code Generator output (web/src/gql) is stale: it regenerates
 * every target of codegen.yml into a temporary directory and compares the files byte for byte.
 * Run by `npm run check`; fix a failure with `npm run codegen`.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Relative paths of every file under `dir` (empty when it does not exist). */
function listFiles(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const relative = path.join(prefix, name);
    return statSync(full).isDirectory() ? listFiles(full, relative) : [relative];
  });
}

/** The problems of one codegen target: files that differ, are missing, or should not be there. */
function compareTarget(target, freshDir) {
  const committedDir = path.join(ROOT, target);
  const fresh = listFiles(freshDir);
  const committed = new Set(listFiles(committedDir).filter((file) => !file.endsWith('.tmp')));
  const problems = [];
  for (const file of fresh) {
    const shown = path.join(target, file);
    if (!committed.has(file)) problems.push(`missing: ${shown}`);
    else if (
      !readFileSync(path.join(freshDir, file)).equals(readFileSync(path.join(committedDir, file)))
    ) {
      problems.push(`stale: ${shown}`);
    }
    committed.delete(file);
  }
  for (const file of committed) problems.push(`not generated any more: ${path.join(target, file)}`);
  return problems;
}

async function main() {
  process.chdir(ROOT);
  const { config } = await loadCodegenConfig({ configFilePath: path.join(ROOT, 'codegen.yml') });
  const scratch = mkdtempSync(path.join(tmpdir(), 'flowvault-codegen-'));
  try {
    const targets = Object.keys(config.generates);
    const generates = Object.fromEntries(
      targets.map((target) => {
        const fresh = path.join(scratch, target) + (target.endsWith('/') ? path.sep : '');
        return [fresh, config.generates[target]];
      }),
    );
    await generate({ ...config, generates, hooks: {}, silent: true, cwd: ROOT }, true);
    const problems = targets.flatMap((target) => compareTarget(target, path.join(scratch, target)));
    if (problems.length > 0) {
      console.error(`GraphQL codegen output is out of date (run \`npm run codegen\`):`);
      for (const problem of problems) console.error(`  ${problem}`);
      process.exitCode = 1;
      return;
    }
    console.log(`GraphQL codegen output is up to date (${targets.join(', ')}).`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`GraphQL codegen check failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
