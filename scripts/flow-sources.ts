import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINE_NAMES } from '../src/shared/flows/engine-names.ts';
import type { FlowSources } from '../src/shared/flows/flow-checks.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function readJsonFiles(dir: string): { file: string; content: unknown }[] {
  return readdirSync(path.join(ROOT, dir))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = `${dir}/${name}`;
      try {
        return { file, content: JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as unknown };
      } catch (error) {
        return { file, content: { parseError: (error as Error).message } };
      }
    });
}

/** The flow files, step files, their schemas and the registered names, as they are on disk. */
export function loadFlowSources(): FlowSources {
  return {
    flows: readJsonFiles('flows'),
    steps: readJsonFiles('schemas/steps'),
    flowSchema: JSON.parse(readFileSync(path.join(ROOT, 'schemas/flow.schema.json'), 'utf8')),
    stepSchema: JSON.parse(readFileSync(path.join(ROOT, 'schemas/step.schema.json'), 'utf8')),
    names: ENGINE_NAMES,
  };
}
