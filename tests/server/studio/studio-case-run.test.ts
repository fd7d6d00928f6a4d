// POST /api/studio/cases/run: one flow's case suite in a child process, one run at a time, within a time limit;
// a child that cannot start, crashes or hangs gives a clear answer and the server keeps running. The child here
// is a stand-in writing Vitest's JSON report; the last test runs the real suite of the flow with fewest cases.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioCaseRun } from '../../../src/shared/studio/studio-contract.ts';
import { capturedLog } from '../../support/captured-log.ts';
import { caseFilesOf } from '../../support/case-files.ts';
import { flowFilesIn, studioTestApp } from '../../support/studio-root.ts';

const RUN = '/api/studio/cases/run';

/** A stand-in for Vitest: waits `ms`, then writes one passing case named after the flow it was asked for. */
const standIn = (ms: number) => (outputFile: string) => [
  '-e',
  `setTimeout(() => require('node:fs').writeFileSync(process.argv[1], JSON.stringify({ testResults: [{
    name: 'tests/cases/case-files.test.ts', status: 'passed', assertionResults: [{ fullName: 'x', status: 'passed',
    meta: { case: { kind: 'file', flow: process.env.CASES_FLOWS, step: '', name: 'flow ' + process.env.CASES_FLOWS,
    file: 'tests/cases/' + process.env.CASES_FLOWS + '/steps/a.yaml' } } }] }] })), ${ms})`,
  outputFile,
];

async function appRunning(args: (outputFile: string) => string[], more: object = {}) {
  const log = capturedLog();
  const made = await studioTestApp(
    { STUDIO: 'write' },
    { logger: log.logger, studioCaseRun: { args, timeoutMs: 3000, ...more } },
  );
  const flowType = path.basename(flowFilesIn(made.root)[0] ?? '', '.json');
  const run = (body: object = { flowType }) => made.t.app.inject({ method: 'POST', url: RUN, payload: body });
  return { ...made, log, flowType, run };
}

describe('a case run with a stand-in runner', () => {
  let flowType: string;
  let run: Awaited<ReturnType<typeof appRunning>>['run'];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ flowType, run, close } = await appRunning(standIn(600)));
  });
  afterAll(async () => close?.());

  it('runs only the flow asked for and answers its cases', async () => {
    const response = await run();
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as StudioCaseRun;
    expect(result).toMatchObject({ flowType, passed: 1, failed: 0 });
    expect(result.results).toEqual([
      expect.objectContaining({ name: `flow ${flowType}`, file: `tests/cases/${flowType}/steps/a.yaml` }),
    ]);
    expect(result.durationMs).toBeGreaterThanOrEqual(500);
  });

  it('refuses (409) a second run while one is under way', async () => {
    const first = run();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await run();
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('already under way');
    expect((await first).statusCode).toBe(200);
    expect((await run()).statusCode).toBe(200);
  });

  it.each([
    [{ flowType: 'no-flow-has-this-name' }, 'flowType'],
    [{ flowType: '../flows/x' }, 'flowType'],
    [{}, 'body.flowType'],
  ])('refuses (400) %j, naming the field', async (body, field) => {
    const response = await run(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(field);
  });
});

describe('a case run that goes wrong', () => {
  it('stops a run at its time limit (504) and serves the next one', async () => {
    const { t, log, run, close } = await appRunning(standIn(60_000), { timeoutMs: 500 });
    try {
      const response = await run();
      expect(response.statusCode).toBe(504);
      expect(response.json().message).toMatch(/took longer than 0\.5 seconds and was stopped/);
      expect(log.messages('warn')).toContain('studio: case run stopped at its time limit');
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await close();
    }
  });

  it('says so (500) when the runner crashes before its report, with a log line', async () => {
    const crash = () => ['-e', "process.stderr.write('the runner broke'); process.exit(3)"];
    const { t, log, run, close } = await appRunning(crash);
    try {
      const response = await run();
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toContain('exited with code 3');
      expect(response.json().message).toContain('the runner broke');
      expect(log.messages('error')).toContain('studio: the case runner stopped without its report');
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await close();
    }
  });

  it('says so (502) when the runner cannot start, with a log line', async () => {
    const { log, run, close } = await appRunning(() => [], { command: '/no/such/program' });
    try {
      const response = await run();
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toContain('The case runner could not start');
      expect(log.messages('error')).toContain('studio: the case runner could not start');
      expect((await run()).statusCode).toBe(502);
    } finally {
      await close();
    }
  });
});

describe('a real case run', () => {
  it('runs the real suite of the flow with fewest case files, and only that flow’s cases', async () => {
    const made = await studioTestApp({ STUDIO: 'write' });
    try {
      const flows = flowFilesIn(made.root).map((file) => path.basename(file, '.json'));
      const withCases = flows.filter((flow) => caseFilesOf(flow).length > 0);
      const [flowType] = withCases.sort((a, b) => caseFilesOf(a).length - caseFilesOf(b).length);
      if (!flowType) throw new Error('no flow has case files');
      const response = await made.t.app.inject({ method: 'POST', url: RUN, payload: { flowType } });
      expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
      const result = response.json() as StudioCaseRun;
      expect(result.flowType).toBe(flowType);
      expect(result.passed).toBeGreaterThanOrEqual(caseFilesOf(flowType).length);
      const failures = result.results.filter((one) => !one.passed);
      expect(failures, JSON.stringify(failures.slice(0, 3))).toEqual([]);
      const elsewhere = result.results.filter(
        (one) => one.file !== '' && !one.file.startsWith(`tests/cases/${flowType}/`),
      );
      expect(elsewhere).toEqual([]);
    } finally {
      await made.close();
    }
  }, 180_000);
});
