/**
 * Vitest's JSON report of a case run (`--reporter=json`) as the studio shows it: one result per case, from the
 * `meta.case` each case's test records (tests/support/case-meta.ts). Only the fields read here are typed.
 */
import type { StudioCaseResult, StudioCaseRun } from '../../shared/studio/studio-contract.ts';

interface CaseMeta {
  kind: StudioCaseResult['kind'];
  step?: string;
  name: string;
  file: string;
  expected?: string;
  got?: string;
}

export interface VitestJsonReport {
  testResults: {
    /** The test file's absolute path. */
    name: string;
    status: string;
    /** Why the test file itself failed (it did not load, a hook threw). */
    message?: string;
    assertionResults: {
      fullName: string;
      status: string;
      meta?: { case?: CaseMeta };
      failureMessages?: string[] | null;
    }[];
  }[];
}

/** The runner's first words about a failure: the message, without the stack. */
function firstWords(failures: string[] | null | undefined): string | undefined {
  const first = failures?.find(Boolean);
  if (!first) return undefined;
  const lines = first.split('\n');
  const stackAt = lines.findIndex((line) => /^\s+at /.test(line));
  return (stackAt === -1 ? lines : lines.slice(0, stackAt)).join('\n').trim() || undefined;
}

export function caseResultsOf(report: VitestJsonReport, projectRoot: string): StudioCaseResult[] {
  return report.testResults.flatMap((module) => {
    const results: StudioCaseResult[] = [];
    for (const test of module.assertionResults) {
      const meta = test.meta?.case;
      // Skipped and unfinished tests have no verdict; a test without case meta is not a case.
      if (!meta || (test.status !== 'passed' && test.status !== 'failed')) continue;
      const passed = test.status === 'passed';
      const message = passed ? undefined : firstWords(test.failureMessages);
      results.push({
        file: meta.file,
        ...(meta.step ? { step: meta.step } : {}),
        name: meta.name,
        kind: meta.kind,
        passed,
        ...(meta.expected !== undefined ? { expected: meta.expected } : {}),
        ...(meta.got !== undefined ? { got: meta.got } : {}),
        ...(message ? { message } : {}),
      });
    }
    // A test file that failed without running its cases (it did not load, a hook threw) is a failure too.
    // (A file left without tests by the flow filter is not a failure of the flow's cases.)
    const empty = /^No test (suite )?found/.test(module.message?.trim() ?? '');
    if (module.status === 'failed' && !empty && results.every((result) => result.passed)) {
      const file = module.name.startsWith(projectRoot)
        ? module.name.slice(projectRoot.length + 1)
        : module.name;
      results.push({
        file,
        name: 'the case runner ran this file',
        kind: 'file',
        passed: false,
        message: module.message?.trim() || 'The test file failed before its cases ran.',
      });
    }
    return results;
  });
}

export function caseRunOf(
  flowType: string,
  report: VitestJsonReport,
  projectRoot: string,
  durationMs: number,
): StudioCaseRun {
  const results = caseResultsOf(report, projectRoot);
  const passed = results.filter((result) => result.passed).length;
  return { flowType, passed, failed: results.length - passed, results, durationMs };
}
