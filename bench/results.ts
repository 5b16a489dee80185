import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Keeps a run's figures in bench/results/<kind>-<time>.json (not committed). */
export function saveResults(repoRoot: string, kind: string, figures: unknown): void {
  const out = path.join(repoRoot, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, `${kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    JSON.stringify(figures, null, 2),
  );
}
