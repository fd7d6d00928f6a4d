/** The checker's report as text: problems grouped by file, each with its fix, then the notes. */
import type { FlowProblem, FlowReport } from './flow-problem.ts';

function problemLine({ where, problem, line, column }: FlowProblem): string {
  const at =
    line === undefined ? undefined : `line ${line}${column === undefined ? '' : `, column ${column}`}`;
  const place = [at, where].filter(Boolean).join(', ');
  return place ? `${place}: ${problem}` : problem;
}

export function flowReportText(report: FlowReport): string {
  const lines: string[] = [];
  const files = [...new Set(report.problems.map((problem) => problem.file))];
  for (const file of files) {
    lines.push(file);
    const inFile = report.problems.filter((candidate) => candidate.file === file);
    // Top to bottom, as the product owner reads the file (problems without a line first).
    inFile.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    for (const problem of inFile) lines.push(`  - ${problemLine(problem)}`, `    Fix: ${problem.fix}`);
    lines.push('');
  }
  const count = report.problems.length;
  if (count > 0)
    lines.push(
      `${count} problem${count === 1 ? '' : 's'} in ${files.length} file${files.length === 1 ? '' : 's'}. Fix them and run npm run check:flows again.`,
    );
  if (report.notes.length > 0) {
    if (count > 0) lines.push('');
    lines.push('Notes:', ...report.notes.map((note) => `  - ${note.note}`));
  }
  return lines.join('\n');
}
