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
    // Three journey files at a time: each has its own server, data directory and browser, and much of a journey
    // is waiting (for the server, for Chromium to paint). On a two-core machine, all passing: one at a time took
    // about 850 s, two 643 s, three 551 s (516 s with the pages asking for reduced motion).
    fileParallelism: true,
    maxWorkers: 3,
    pool: 'forks',
    reporters: ['verbose'],
  },
});
