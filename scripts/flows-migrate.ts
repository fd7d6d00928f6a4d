// `npm run flows:migrate`: rewrites flow files of an older format in the current one.

import { migrateFlowFiles } from '../src/server/flows/migrate-flow-files.ts';
import { CURRENT_FLOW_FORMAT } from '../src/shared/flows/flow-format.ts';

const { rewritten, failed } = migrateFlowFiles();
for (const { file, from } of rewritten) console.log(`${file}: format ${from} -> ${CURRENT_FLOW_FORMAT}`);
for (const { file, problem, fix } of failed) console.log(`${file}: ${problem}\n  fix: ${fix}`);
if (rewritten.length === 0 && failed.length === 0)
  console.log(`Every flow file is already in format ${CURRENT_FLOW_FORMAT}.`);
else if (rewritten.length > 0)
  console.log(`${rewritten.length} file(s) rewritten. Run npm run check:flows next.`);
if (failed.length > 0) process.exitCode = 1;
