// `npm run check:flows`: checks every flow and step file and prints each problem with its file, place and fix.
import { loadFlowSources } from '../src/server/flows/flow-files.ts';
import { flowReportText } from '../src/shared/flows/checks/report-text.ts';
import { checkFlowSources } from '../src/shared/flows/flow-checks.ts';

const sources = loadFlowSources();
const report = checkFlowSources(sources);
const text = flowReportText(report);
if (report.problems.length === 0) {
  console.log(`Flows OK: ${sources.flows.length} flow files, ${sources.steps.length} step screens.`);
  if (text) console.log(`\n${text}`);
} else {
  console.log(text);
  process.exitCode = 1;
}
