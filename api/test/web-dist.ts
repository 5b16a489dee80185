import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { ServedQuery } from '../src/rest/served-answers';

/** A small stand-in for web/dist: what `vite build` leaves, in a temporary directory. */
export interface WebDist {
  dir: string;
  /** The hashed entry script under /assets, and its source map beside it. */
  script: string;
  sourceMap: string;
  remove(): void;
}

/** Over 1 kB, as the real one is: large enough to be sent compressed. */
export const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script>' +
  `<meta name="description" content="${'A vault of n8n workflow templates. '.repeat(40)}">` +
  '</head><body><div id="root"></div></body></html>';

/** The entry script: over 1 kB, and beside it as .br and .gz, as the build leaves it. */
export const SCRIPT = 'console.log("flowvault");\n' + '// a line of the bundle\n'.repeat(60);

/**
 * `servedQueries`: the home page's first queries as the build writes them down (none by default,
 * as a build that writes none: the page then goes out as it is).
 */
export function makeWebDist(options: { servedQueries?: ServedQuery[] } = {}): WebDist {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'flowvault-web-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js.map'), '{"version":3,"mappings":""}');
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
  if (options.servedQueries) {
    writeFileSync(
      path.join(dir, '.vite', 'served-queries.json'),
      JSON.stringify(options.servedQueries),
    );
  }
  return {
    dir,
    script: '/assets/index-Ab12Cd34.js',
    sourceMap: '/assets/index-Ab12Cd34.js.map',
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
