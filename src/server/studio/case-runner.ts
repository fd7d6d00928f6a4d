/**
 * POST /api/studio/cases/run: the testers' case suite of one flow, run as `npm run test:cases` runs it (Vitest
 * over tests/cases, the API on a scratch PGlite database) in a child process, so a case that hangs or crashes
 * takes the child down, never the server. One run at a time: each run starts API instances and takes the CPU.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { StudioCaseRun } from '../../shared/studio/studio-contract.ts';
import { PROJECT_ROOT } from '../flows/flow-files.ts';
import { caseRunOf, type VitestJsonReport } from './case-run-report.ts';

export const CASE_RUN_TIME_LIMIT_MS = 5 * 60 * 1000;

export interface CaseRunOptions {
  /** The program to start; by default this Node.js. */
  command?: string;
  /** The child's arguments; by default Vitest over tests/cases writing its JSON report to `outputFile`. */
  args?: (outputFile: string) => string[];
  timeoutMs?: number;
}

export type CaseRunOutcome =
  | { status: 200; body: StudioCaseRun }
  | { status: 409 | 500 | 502 | 504; body: { statusCode: number; error: string; message: string } };

const vitestArgs = (outputFile: string) => [
  path.join(PROJECT_ROOT, 'node_modules/vitest/vitest.mjs'),
  'run',
  'tests/cases',
  '--reporter=json',
  `--outputFile=${outputFile}`,
];

const failure = (status: 409 | 500 | 502 | 504, error: string, message: string): CaseRunOutcome => ({
  status,
  body: { statusCode: status, error, message },
});

function readReport(file: string): VitestJsonReport | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as VitestJsonReport;
  } catch {
    return undefined;
  }
}

export interface CaseRunner {
  run(flowType: string, log: FastifyBaseLogger): Promise<CaseRunOutcome>;
  /** Stops a run under way (the server is closing). */
  stop(): void;
}

export function createCaseRunner(options: CaseRunOptions = {}): CaseRunner {
  const timeoutMs = options.timeoutMs ?? CASE_RUN_TIME_LIMIT_MS;
  const args = options.args ?? vitestArgs;
  const command = options.command ?? process.execPath;
  let current: { kill(): void } | undefined;

  const run = (flowType: string, log: FastifyBaseLogger) =>
    new Promise<CaseRunOutcome>((resolve) => {
      const started = Date.now();
      const dir = mkdtempSync(path.join(tmpdir(), 'studio-cases-'));
      const outputFile = path.join(dir, 'report.json');
      // The child leads its own process group, so a kill reaches Vitest's workers too.
      const child = spawn(command, args(outputFile), {
        cwd: PROJECT_ROOT,
        detached: true,
        stdio: ['ignore', 'ignore', 'pipe'],
        // On PGlite, whatever databases the server's own tests were told to use.
        env: {
          ...process.env,
          CASES_FLOWS: flowType,
          TEST_DATABASE_URL: '',
          TEST_BACKENDS: '',
          NO_COLOR: '1',
        },
      });
      const kill = () => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      };
      current = { kill };
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString('utf8')).slice(-4000);
      });
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        kill();
      }, timeoutMs);
      let settled = false;
      const settle = (outcome: CaseRunOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        current = undefined;
        rmSync(dir, { recursive: true, force: true });
        resolve(outcome);
      };
      child.on('error', (error) => {
        log.error({ err: error, flowType }, 'studio: the case runner could not start');
        settle(failure(502, 'Bad Gateway', `The case runner could not start: ${error.message}`));
      });
      child.on('close', (code, signal) => {
        if (settled) return;
        if (timedOut) {
          log.warn({ flowType, timeoutMs }, 'studio: case run stopped at its time limit');
          const limit = timeoutMs >= 60_000 ? `${timeoutMs / 60_000} minutes` : `${timeoutMs / 1000} seconds`;
          return settle(
            failure(
              504,
              'Gateway Timeout',
              `The case run of ${flowType} took longer than ${limit} and was stopped.`,
            ),
          );
        }
        const report = readReport(outputFile);
        if (report?.testResults) {
          const result = caseRunOf(flowType, report, PROJECT_ROOT, Date.now() - started);
          log.info({ flowType, passed: result.passed, failed: result.failed }, 'studio: case run finished');
          return settle({ status: 200, body: result });
        }
        log.error({ flowType, code, signal, stderr }, 'studio: the case runner stopped without its report');
        const how = signal ? `was stopped (${signal})` : `exited with code ${code}`;
        const said = stderr.trim().split('\n').slice(-5).join('\n');
        settle(
          failure(
            500,
            'Internal Server Error',
            `The case runner ${how} before writing its report${said ? `: ${said}` : '.'}`,
          ),
        );
      });
    });

  return {
    async run(flowType, log) {
      if (current)
        return failure(
          409,
          'Conflict',
          'A case run is already under way; wait for it to finish, then run again.',
        );
      return run(flowType, log);
    },
    stop: () => current?.kill(),
  };
}
