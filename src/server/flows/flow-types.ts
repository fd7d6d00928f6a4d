import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateFlow } from '../../shared/flows/flow-format.ts';
import { readJsonFiles } from './flow-files.ts';

export const FLOWS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../flows');

/** The flow types a new application may take: every file in flows/, less those marked `"retired": true`. */
export interface FlowTypes {
  /** Every type with a file, retired ones included: their applications keep working. */
  known: readonly string[];
  retired: ReadonlySet<string>;
}

/** Every flow file in `dir` (their types are their names) and which of them say `"retired": true`. */
export function readFlowTypes(dir = FLOWS_DIR): FlowTypes {
  const files = readJsonFiles(path.basename(dir), path.dirname(dir));
  const known = files.map(({ file }) => path.basename(file, '.json')).sort();
  // A file that does not parse is the flow checker's to report (start-up refuses it); it is not a retirement.
  const retired = files.flatMap(({ file, content }) => {
    const migrated = content === undefined ? undefined : migrateFlow(content);
    return migrated?.ok && migrated.flow.retired === true ? [path.basename(file, '.json')] : [];
  });
  return { known, retired: new Set(retired) };
}

/** The types that take new applications, for messages. */
export const openFlowTypes = (types: FlowTypes) => types.known.filter((type) => !types.retired.has(type));

/** Why a new application cannot be of this type, in a lender's words; undefined if it can. */
export function newApplicationProblem(types: FlowTypes, flowType: string): string | undefined {
  const known = `known: ${openFlowTypes(types).join(', ')}`;
  if (!types.known.includes(flowType)) return `there is no flow type "${flowType}"; ${known}`;
  if (types.retired.has(flowType))
    return `flow type "${flowType}" is retired and takes no new applications; ${known}`;
  return undefined;
}
