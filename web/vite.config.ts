import { createRequire } from 'node:module';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { SERVED_QUERIES } from './src/features/home/served-queries.ts';

/** Where the API listens during development (`npm start`, or `node api/dist/main.js`). */
const API_ORIGIN = 'http://localhost:4000';

/**
 * A file of react-router's production build. Its package.json sends every import to the
 * development build, whose extra warnings cost the home route 0.5 KB gzipped; the production
 * build is the same code with them switched off.
 */
function reactRouterProduction(file: string): string {
  const pkg = createRequire(import.meta.url).resolve('react-router/package.json');
  return path.join(path.dirname(pkg), 'dist', 'production', file);
}

/**
 * Writes down the queries the server answers inside the home page's HTML, as the app sends them,
 * for the API to read (`.vite/served-queries.json`, never served: see api/src/rest/web-app.ts).
 */
function servedQueries(): Plugin {
  return {
    name: 'flowvault:served-queries',
    apply: 'build',
    generateBundle() {
      const queries = SERVED_QUERIES.map(({ name, query, variables }) => ({
        name,
        // With __typename where the app's cache adds it, so the answers fit the cache as its own do.
        query: print(addTypenameToDocument(query)),
        variables,
      }));
      this.emitFile({
        type: 'asset',
        fileName: '.vite/served-queries.json',
        source: JSON.stringify(queries, null, 2),
      });
    },
  };
}

/**
 * The web app: served by Vite in development with the API paths proxied to the API server, built
 * into web/dist for the API to serve in production. The manifest lets scripts/bundle-size.mjs
 * measure what the home route loads.
 */
export default defineConfig(({ command }) => {
  // A build is what users download, whatever NODE_ENV the shell exported for the API: Vite takes
  // an inherited NODE_ENV=development as a request for React's development build (half as large
  // again). Vite reads NODE_ENV only after loading this file, so setting it here is enough.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [
      react(),
      servedQueries(),
      // Each text file of the build also as .br and .gz beside it, at the strongest settings: the
      // API serves whichever the browser accepts (api/src/rest/web-app.ts), so a phone downloads
      // the main script at about a third of its size and no request pays for compressing it.
      // index.html is left out: the API sends it itself, compressed once per version of it.
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
          }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        include: /\.(js|css|svg|json|txt)$/,
        exclude: /\.map$|\.vite\//,
        threshold: 1024,
        skipIfLargerOrEqual: true,
        logLevel: 'silent',
      }),
    ],
    // `source` takes the TypeScript of the project's own shared package (packages/shared), which
    // Vite compiles with the app, instead of its CommonJS build for the API. rxjs (Apollo
    // Client's observables) publishes an ES2015 build under the `es2015` condition; without it
    // Vite takes the ES5 one, whose down-levelled classes and generators (and the tslib helpers
    // they need) cost the home route 1.5 KB gzipped. Every browser the app supports runs ES2015.
    // No other package of the web app exports either condition.
    resolve: {
      conditions: ['source', 'es2015', ...defaultClientConditions],
      // Both entry points, so no module of the development build joins the bundle beside them
      // (two copies would not share the router's context). `vite dev` keeps the warnings.
      alias:
        command === 'build'
          ? [
              { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
              { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
            ]
          : [],
    },
    server: {
      port: 5173,
      proxy: {
        '/api': API_ORIGIN,
        '/n8n': API_ORIGIN,
        '/healthz': API_ORIGIN,
        '/graphql': { target: API_ORIGIN, ws: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      // Maps for debugging a build, not referenced from the bundles; the server refuses *.map in
      // production.
      sourcemap: 'hidden',
      // Every browser the app supports knows <link rel="modulepreload"> (Chrome 66, Firefox 115,
      // Safari 17); one that does not just loads the chunks without preloading them. Vite's
      // polyfill for it cost the home route about 0.4 KB of its budget.
      modulePreload: { polyfill: false },
    },
  };
});
