import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FLOWS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../flows');
export const DEFAULT_FLOW_TYPE = 'slim-1';

/** Flow types are the files in flows/: a product owner adds one by adding a file. */
export function knownFlowTypes(dir = FLOWS_DIR): string[] {
  try {
    return readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .sort();
  } catch {
    return [DEFAULT_FLOW_TYPE];
  }
}

/** The flow types a new application may take: every file in flows/, less those marked `"retired": true`. */
export interface FlowTypes {
  /** Every type with a file, retired ones included: their applications keep working. */
  known: readonly string[];
  retired: ReadonlySet<string>;
}

function isRetired(file: string): boolean {
  try {
    const flow: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return (flow as { retired?: boolean } | null)?.retired === true;
  } catch {
    // A file that does not parse is the flow checker's to report; it is not a retirement.
    return false;
  }
}

export function readFlowTypes(dir = FLOWS_DIR): FlowTypes {
  const known = knownFlowTypes(dir);
  return {
    known,
    retired: new Set(known.filter((flowType) => isRetired(path.join(dir, `${flowType}.json`)))),
  };
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
