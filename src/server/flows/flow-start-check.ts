/**
 * Server start runs the flow checker (the same as `npm run check:flows`) and refuses to start on any problem: a
 * flow with a broken step would otherwise show borrowers "Page not found" or a question they cannot answer.
 */
import { flowReportText } from '../../shared/flows/checks/report-text.ts';
import { checkFlowSources } from '../../shared/flows/flow-checks.ts';
import { loadFlowSources, PROJECT_ROOT } from './flow-files.ts';

/** Like a ConfigError: the files, not the code, are wrong; main.ts exits with 78 (EX_CONFIG). */
export class FlowFilesError extends Error {
  constructor(report: string) {
    super(`The server cannot start: the flow files have problems.\n\n${report}`);
    this.name = 'FlowFilesError';
  }
}

/** Throws FlowFilesError with the list of problems; returns the notes (an older file format), if any, as text. */
export function checkFlowFilesAtStart(root = PROJECT_ROOT): string | undefined {
  const report = checkFlowSources(loadFlowSources(root));
  if (report.problems.length > 0) throw new FlowFilesError(flowReportText(report));
  return report.notes.length > 0 ? flowReportText(report) : undefined;
}
