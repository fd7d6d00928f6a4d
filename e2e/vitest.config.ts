import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest journeys, started first. Without Vitest's results cache (a clean clone, as in CI) the largest files
 * start first, and these are not the largest: one of them started last held a CI run open on one core for minutes.
 */
const LONGEST_FIRST = ['full-application', 'every-flow', 'coborrower', 'keyboard-journey'];

class LongestJourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.indexOf(basename(file.moduleId, '.e2e.ts'));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
    sequence: { sequencer: LongestJourneysFirst },
    reporters: ['verbose'],
  },
});
