/**
 * The files the studio may read and write: the configuration surface a product owner and a tester own, by path
 * from the project root. Names are lower-case words with dashes, so no path can climb out of its folder.
 */
const NAME = '[a-z0-9][a-z0-9-]*';

export type StudioFileKind = 'flow' | 'step' | 'case';

const KINDS: [StudioFileKind, RegExp][] = [
  ['flow', new RegExp(`^flows/${NAME}\\.json$`)],
  ['step', new RegExp(`^schemas/steps/${NAME}\\.json$`)],
  ['case', new RegExp(`^tests/cases/${NAME}/(steps|journeys)/${NAME}\\.(yaml|yml|json)$`)],
];

/** What a path is to the studio, or undefined for any other path (traversal, other folders, other names). */
export function studioFileKind(file: string): StudioFileKind | undefined {
  return KINDS.find(([, pattern]) => pattern.test(file))?.[0];
}

export const STUDIO_PATH_RULE =
  'flows/<name>.json, schemas/steps/<name>.json or tests/cases/<flowType>/(steps|journeys)/<name>.(yaml|yml|json), ' +
  'with names of lower-case letters, digits and dashes';

/** A flow type as the studio names it: a flow file's name without `.json`. */
export const FLOW_TYPE_PATTERN = `^${NAME}$`;

export const isJsonFile = (file: string) => file.endsWith('.json');
