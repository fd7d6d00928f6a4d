/** `npm run flows:migrate`: rewrites every flow file of an older format in the current one (flow-format.ts). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { flowAsks } from '../../shared/flows/flow-answers.ts';
import { CURRENT_FLOW_FORMAT, migrateFlow } from '../../shared/flows/flow-format.ts';
import type { StepDocument } from '../../shared/flows/flow-types.ts';
import { PROJECT_ROOT, readJsonFiles } from './flow-files.ts';

export interface MigrationReport {
  rewritten: { file: string; from: number }[];
  failed: { file: string; problem: string; fix: string }[];
}

export function migrateFlowFiles(root = PROJECT_ROOT): MigrationReport {
  const steps = readJsonFiles('schemas/steps', root).map(({ content }) => content as StepDocument);
  const report: MigrationReport = { rewritten: [], failed: [] };
  for (const { file, content, parseError } of readJsonFiles('flows', root)) {
    if (parseError) {
      report.failed.push({
        file,
        problem: `the file is not valid JSON (line ${parseError.line}, column ${parseError.column})`,
        fix: 'Run npm run check:flows, correct the file, then migrate.',
      });
      continue;
    }
    if ((content as { version?: unknown }).version === CURRENT_FLOW_FORMAT) continue;
    const result = migrateFlow(content, { asks: flowAsks(content, steps) });
    if (!result.ok) {
      report.failed.push({ file, problem: result.problem, fix: result.fix });
      continue;
    }
    writeFileSync(path.join(root, file), `${JSON.stringify(result.flow, null, 2)}\n`);
    report.rewritten.push({ file, from: result.migratedFrom ?? CURRENT_FLOW_FORMAT });
  }
  return report;
}
