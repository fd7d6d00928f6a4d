/**
 * The report of `npm run test:cases` (a Vitest reporter): every case by flow, with its step, what it expects and,
 * for a failure, what the browser and the server did. Vitest's own reporters run beside it (the JUnit file).
 */
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import type { CaseMeta } from './case-meta.ts';

const MARK = { passed: 'ok  ', failed: 'FAIL', skipped: 'skip', pending: '... ' } as const;

interface Row {
  meta: CaseMeta;
  state: keyof typeof MARK;
  error?: string;
  backend: string;
}

function rowOf(test: TestCase): Row | undefined {
  const meta = test.meta().case;
  if (!meta) return undefined;
  const result = test.result();
  const backend = /\((pglite|postgres)\)/.exec(test.fullName)?.[1] ?? '';
  const error = result.state === 'failed' ? result.errors?.[0]?.message : undefined;
  return { meta, state: result.state, backend, ...(error ? { error } : {}) };
}

const KIND_WORDS: Record<CaseMeta['kind'], string> = {
  valid: 'accepts',
  invalid: 'refuses',
  journey: 'journey',
  working: 'working',
  file: 'file',
  coverage: 'coverage',
};

function describeRow(row: Row): string[] {
  const { meta } = row;
  const where = [meta.flow, meta.step || undefined, row.backend || undefined].filter(Boolean).join(' · ');
  const lines = [`${MARK[row.state]} ${KIND_WORDS[meta.kind].padEnd(8)} ${where} · ${meta.name}`];
  if (row.state !== 'failed') return lines;
  if (meta.file) lines.push(`       file:     ${meta.file}`);
  if (meta.expected) lines.push(`       expected: ${meta.expected}`);
  if (meta.got) lines.push(`       got:      ${meta.got}`);
  for (const line of (row.error ?? '').split('\n').slice(1)) lines.push(`       ${line}`);
  if (!meta.got && row.error) lines.push(`       ${row.error.split('\n')[0]}`);
  return lines;
}

export default class CaseReport implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows = testModules.flatMap((module) =>
      [...module.children.allTests()].flatMap((test) => rowOf(test) ?? []),
    );
    const failed = rows.filter((row) => row.state === 'failed');
    const working = rows.filter((row) => row.meta.kind === 'working');
    const out: string[] = ['', 'Test cases as data', '=================='];
    for (const flow of [...new Set(rows.map((row) => row.meta.flow))].sort()) {
      const mine = rows.filter(
        (row) => row.meta.flow === flow && row.meta.kind !== 'working' && row.meta.kind !== 'file',
      );
      out.push('', `${flow}`, ...mine.flatMap(describeRow));
      const files = rows.filter(
        (row) => row.meta.flow === flow && row.meta.kind === 'file' && row.state === 'failed',
      );
      out.push(...files.flatMap(describeRow));
    }
    out.push('', 'Working screens (they ask nothing, so they have no step cases; journeys walk them):');
    for (const flow of [...new Set(working.map((row) => row.meta.flow))].sort()) {
      out.push(
        `  ${flow}: ${working
          .filter((row) => row.meta.flow === flow)
          .map((row) => row.meta.step)
          .join(', ')}`,
      );
    }
    const count = (kind: CaseMeta['kind']) => rows.filter((row) => row.meta.kind === kind).length;
    out.push(
      '',
      `${rows.length - working.length} checks: ${count('valid')} accepted-answer cases, ${count('invalid')} refused-answer cases, ${count('journey')} journeys, ${count('file')} files read; ${failed.length} failed.`,
    );
    if (failed.length > 0)
      out.push('Failed:', ...failed.map((row) => `  ${row.meta.file || row.meta.flow}: ${row.meta.name}`));
    process.stdout.write(`${out.join('\n')}\n`);
  }
}
