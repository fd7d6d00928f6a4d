import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { browserStandIns } from './scripts/vite-browser-stand-ins.ts';
import { flowCheck } from './scripts/vite-flow-check.ts';
import { localizedTexts } from './scripts/vite-messages.ts';
import { precompiledValidators } from './scripts/vite-precompiled-validators.ts';
import { studioPage } from './scripts/vite-studio-page.ts';

// In development the Vite server (5173) forwards these to the API server (3000 by default).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxied = ['/api', '/idp', '/config.json'];

export default defineConfig({
  plugins: [
    flowCheck(),
    react(),
    precompiledValidators(),
    localizedTexts(),
    browserStandIns(),
    studioPage(),
    // Every asset also as .br and .gz (best quality, once per build), which the server sends as they are
    // (src/server/routes/spa-routes.ts). index.html is not among them: the server writes into it per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      exclude: [/\.html$/, /\.map$/],
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    strictPort: true,
    // Keep the browser's Host header: the embedded identity provider checks origins against PUBLIC_URL.
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  preview: { port: 4173 },
  // `vite build` builds both environments, the borrower's SPA first (it empties dist/).
  builder: {
    async buildApp(builder) {
      for (const name of ['client', 'studio']) {
        const environment = builder.environments[name];
        if (!environment) throw new Error(`vite.config.ts names no ${name} environment`);
        await builder.build(environment);
      }
    },
  },
  environments: {
    client: {},
    // The flow studio (issue 20), a product owner's tool, is a build of its own: sharing a build with the SPA would
    // split the step screen's chunk into pieces the studio also uses, and every borrower would load more files.
    // Its page lands at dist/src/client/studio/index.html, its files under dist/studio-assets/.
    studio: {
      consumer: 'client',
      build: {
        emptyOutDir: false,
        assetsDir: 'studio-assets',
        manifest: false,
        // The studio's screen is one large file (editors, diagram layout, a run-time Ajv, the step engine), loaded
        // once by a product owner at a desk.
        chunkSizeWarningLimit: 1024,
        rolldownOptions: { input: 'src/client/studio/index.html' },
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Maps are written for error reports but not referenced from the bundles; the server does not serve them
    // unless SERVE_SOURCE_MAPS=true (src/server/routes/spa-routes.ts).
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which files each screen loads, for the bundle budgets (scripts/check-bundle-budgets.ts).
    manifest: true,
    rolldownOptions: {
      // Brotli at its best quality takes a few seconds of the build, which rolldown would report on every build.
      checks: { bundlerTimings: false },
      output: {
        // Fewer, larger files for what every page or every MUI page loads anyway: on a first visit over HTTP/1.1
        // each file costs a round trip on one of six connections (issue 17: 9 files before the entry ran, 37 for a
        // step). React and the Auth0 SDK stay files of their own, which change less often than the app.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 2,
            },
            { name: 'auth0', test: /node_modules[\\/]@auth0[\\/]/, priority: 2 },
            // Everything the entry imports statically, in one file with it.
            { name: 'app', tags: ['$initial'], priority: 1 },
            // MUI's styling engine and helpers, which every MUI component shares, in one file.
            {
              name: 'mui-core',
              test: /node_modules[\\/](@mui[\\/](system|styled-engine|utils|private-theming)|@emotion|stylis|@babel[\\/]runtime|hoist-non-react-statics|react-is|clsx|prop-types)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    exclude: ['node_modules/**', 'dist/**', 'e2e/**'],
    // Client tests opt into a DOM with a `// @vitest-environment jsdom` comment.
    environment: 'node',
    // API tests boot a real database (PGlite in WASM, or a fresh PostgreSQL database) per file; on two
    // busy cores that can take several seconds, which is start-up, not the behaviour under test.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one worker on a two-core CI machine. The API tests
    // spend much of their time waiting on PostgreSQL, so two workers there halve the run (485 s -> 226 s).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      // The server, shared and flow tests mock nothing and change no global state, so each worker loads the
      // server's modules once for all its files instead of once per file (about 3 s a file on two cores).
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/{server,shared,flows,cases}/**/*.test.{ts,tsx}'],
          isolate: false,
        },
      },
      // The client tests mock modules and use a DOM: each file on its own, in a worker thread, which starts
      // sooner than a process (the client tests alone: 64 s -> 50 s on two cores; the server's are slower so).
      {
        extends: true,
        test: { name: 'client', include: ['tests/client/**/*.test.{ts,tsx}'], pool: 'threads' },
      },
    ],
  },
});
