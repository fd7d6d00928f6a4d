/**
 * The flow studio's step preview in a real browser (Debian's Chromium): its phone frame lays the step out as a
 * phone does (MUI's breakpoints in a 375 px viewport) and its desktop frame as a desktop; and how long an edit of
 * the step takes to show in both frames, Errors state (a validator compiled from the edit each time).
 *
 *   npx tsx scripts/bench-studio-preview.ts
 *
 * A Vite dev server (no build) serves scripts/studio-preview-bench/, with the API client stubbed; React, MUI and
 * Emotion in their production builds unless BENCH_MODE=development.
 */
import path from 'node:path';
import axe from 'axe-core';
import { createServer, type Plugin } from 'vite';
import { launchBrowser } from '../e2e/support/browser.ts';

const STUB = path.resolve('scripts/studio-preview-bench/api-provider-stub.ts');
const stubApi: Plugin = {
  name: 'bench-stub-api',
  enforce: 'pre',
  resolveId: (source) => (source.endsWith('/api/api-provider.tsx') ? STUB : null),
};

// React, MUI and Emotion as the studio ships them (production builds): development builds check and label
// every element and style, several times slower. `BENCH_MODE=development` measures those instead.
const mode = process.env.BENCH_MODE ?? 'production';
// Vite's dependency optimizer picks React's build by the process's NODE_ENV, not by `mode` or `define`.
process.env.NODE_ENV = mode;
const server = await createServer({
  configFile: 'vite.config.ts',
  mode,
  define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
  cacheDir: `/tmp/bench-studio-preview-vite-${mode}`,
  plugins: [stubApi],
  server: { port: 5190 + Math.floor(Math.random() * 50), strictPort: false, hmr: false },
  logLevel: 'error',
});
await server.listen();
const url = `${server.resolvedUrls?.local[0]}scripts/studio-preview-bench/index.html`;
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1800, height: 1000 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(url);
  console.log(`${mode} builds of React, MUI and Emotion`);
  await page.getByRole('button', { name: 'Errors' }).click({ timeout: 120_000 });
  const frames = page.frames().filter((frame) => frame !== page.mainFrame());
  for (const frame of frames) {
    await frame.waitForSelector('h1');
    // A string, not a function: tsx's helpers (`__name`) do not exist in the page.
    const layout = (await frame.evaluate(`(() => {
      const rect = (name) => [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === name)?.getBoundingClientRect();
      const next = rect('Continue');
      const back = rect('Back');
      return {
        viewport: window.innerWidth,
        buttons: next && back ? (Math.abs(next.top - back.top) < 2 ? 'side by side' : 'stacked') : 'missing',
        errors: document.querySelectorAll('.MuiFormHelperText-root').length,
      };
    })()`)) as { viewport: number; buttons: string; errors: number };
    console.log(
      `frame ${layout.viewport} px: Continue and Back ${layout.buttons}; field messages shown: ${layout.errors}`,
    );
  }
  // axe (WCAG 2.1 A and AA, colour contrast included) in each frame, as rendered, in the Errors state; after the
  // timings, since axe leaves its code in the pages.
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  let round = 0;
  for (const state of ['Errors', 'Filled']) {
    await page.getByRole('button', { name: state }).click();
    const times: { reportedMs: number; toPaintMs: number }[] = [];
    for (let n = 1; n <= 7; n += 1) {
      round += 1;
      times.push(
        (await page.evaluate(`window.benchEdit(${round})`)) as { reportedMs: number; toPaintMs: number },
      );
    }
    console.log(
      `${state}: edit -> shown in both frames (ms): ${times.map((t) => Math.round(t.reportedMs)).join(', ')}`,
    );
    console.log(`${state}: edit -> next paint (ms): ${times.map((t) => Math.round(t.toPaintMs)).join(', ')}`);
    console.log(
      `${state}: median shown ${Math.round(median(times.map((t) => t.reportedMs)))} ms, painted ${Math.round(median(times.map((t) => t.toPaintMs)))} ms (bar 200)`,
    );
  }
  await page.getByRole('button', { name: 'Errors' }).click();
  for (const frame of frames) {
    await frame.evaluate(axe.source);
    const violations = (await frame.evaluate(
      `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }).then((r) => r.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')))`,
    )) as string[];
    console.log(
      `axe in the ${await frame.evaluate('window.innerWidth')} px frame: ${violations.length === 0 ? 'no violations' : violations.join('; ')}`,
    );
  }
  await page.evaluate(axe.source);
  const outside = (await page.evaluate(
    `axe.run(document, { iframes: false, runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }).then((r) => r.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')))`,
  )) as string[];
  console.log(`axe on the studio's side: ${outside.length === 0 ? 'no violations' : outside.join('; ')}`);
} finally {
  await browser.close();
  await server.close();
}
