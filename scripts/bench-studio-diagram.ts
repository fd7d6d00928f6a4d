// `npm run bench:studio`: how long the flow studio takes to draw each flow's diagram. For every flow file on disk:
// the median of 10 runs of `layoutFlow` (dagre), and of 10 full renders of `FlowDiagram` to markup (layout plus
// React building the SVG, the steps table and the problems list). The bar (issue 20): under 1 s per flow.
// A benchmark, not a test: figures go on the issue. Run it alone; the machine is shared.
import { performance } from 'node:perf_hooks';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FlowDiagram } from '../src/client/studio/diagram/flow-diagram.tsx';
import { layoutFlow } from '../src/client/studio/diagram/flow-layout.ts';
import { loadFlowSources } from '../src/server/flows/flow-files.ts';
import { checkFlowSources } from '../src/shared/flows/flow-checks.ts';
import type { FlowFile } from '../src/shared/flows/flow-types.ts';

const RUNS = 10;
const BAR_MS = 1000;

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function timed(run: () => unknown): { median: number; first: number } {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return { median: median(times), first: times[0] as number };
}

const sources = loadFlowSources();
const { problems } = checkFlowSources(sources);
let over = false;
console.log(`flow studio diagram: median of ${RUNS} runs per flow (bar < ${BAR_MS} ms per flow)`);
console.log('flow                         steps  edges  layout ms (first)   render ms (first)');
for (const { file, content, parseError } of sources.flows) {
  if (parseError) {
    console.log(`${file}: not valid JSON, skipped`);
    continue;
  }
  const flow = content as FlowFile;
  const own = problems.filter((problem) => problem.file === file);
  const drawn = layoutFlow(flow, own);
  const layout = timed(() => layoutFlow(flow, own));
  const render = timed(() =>
    renderToStaticMarkup(createElement(FlowDiagram, { flow, problems: own, onOpenStep: () => {} })),
  );
  const worst = Math.max(layout.median, render.median);
  if (worst >= BAR_MS) over = true;
  console.log(
    `${file.padEnd(28)} ${String(flow.steps.length).padStart(5)}  ${String(drawn.edges.length).padStart(5)}  ${layout.median.toFixed(1).padStart(9)} (${layout.first.toFixed(0)})  ${render.median.toFixed(1).padStart(13)} (${render.first.toFixed(0)})  ${worst < BAR_MS ? 'ok' : 'OVER THE BAR'}`,
  );
}
if (over) process.exitCode = 1;
