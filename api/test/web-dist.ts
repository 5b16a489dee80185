import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A small stand-in for web/dist: what `vite build` leaves, in a temporary directory. */
export interface WebDist {
  dir: string;
  /** The hashed entry script under /assets, and its source map beside it. */
  script: string;
  sourceMap: string;
  remove(): void;
}

export const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';

export function makeWebDist(): WebDist {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'flowvault-web-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), 'console.log("flowvault");\n');
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js.map'), '{"version":3,"mappings":""}');
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
  return {
    dir,
    script: '/assets/index-Ab12Cd34.js',
    sourceMap: '/assets/index-Ab12Cd34.js.map',
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
