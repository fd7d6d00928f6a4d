import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end journeys: a real server, a real browser. Run with `npm run e2e` (builds the SPA first).
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two journey files at a time: each has its own server, data directory and browser, and most of a journey
    // is waiting (for the server, for Chromium to paint), so two at once take 450 s where one at a time took
    // about 850 s on a two-core machine, all passing.
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    reporters: ['verbose'],
  },
});
