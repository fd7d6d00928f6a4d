// `npm run check:flows`: checks every flow and step file and prints each problem with what to change.
import { checkFlows } from '../src/shared/flows/flow-checks.ts';
import { loadFlowSources } from './flow-sources.ts';

const sources = loadFlowSources();
const problems = checkFlows(sources);
if (problems.length === 0) {
  console.log(`Flows OK: ${sources.flows.length} flow files, ${sources.steps.length} step screens.`);
} else {
  for (const { file, where, problem, fix } of problems) {
    console.log(`${file}${where ? ` [${where}]` : ''}: ${problem}\n  fix: ${fix}`);
  }
  console.log(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} found.`);
  process.exitCode = 1;
}
