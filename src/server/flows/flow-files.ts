/**
 * The flow files (flows/) and step files (schemas/steps/) as they are on disk, each parsed or with its syntax
 * mistake located, and everything the flow checker reads: the one loader behind `npm run check:flows`, the build
 * plugin and server start.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FlowSources } from '../../shared/flows/checks/flow-problem.ts';
import { type JsonFile, lineAndColumn, parseJsonText } from '../../shared/flows/checks/json-text.ts';
import type { CatalogueSource } from '../../shared/flows/checks/translation-checks.ts';
import { ENGINE_NAMES } from '../../shared/flows/engine-names.ts';

export type { JsonFile };
export { lineAndColumn };

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function parseJsonFile(file: string, text: string): JsonFile {
  return parseJsonText(file, text);
}

export function readJsonFiles(dir: string, root = PROJECT_ROOT): JsonFile[] {
  return readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = `${dir}/${name}`;
      return parseJsonFile(file, readFileSync(path.join(root, file), 'utf8'));
    });
}

/** A schema the checker itself needs (ours, not a product owner's): a mistake in it is the build's to fix. */
function readSchema(root: string, file: string): object {
  const { content, parseError } = parseJsonFile(file, readFileSync(path.join(root, file), 'utf8'));
  if (parseError)
    throw new Error(`${file} line ${parseError.line}, column ${parseError.column}: ${parseError.message}`);
  return content as object;
}

/** The message catalogues, one folder per language: `schemas/messages/<locale>/<namespace>.json`. */
function readCatalogues(root: string): CatalogueSource[] {
  const dir = path.join(root, 'schemas/messages');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((locale) => statSync(path.join(dir, locale)).isDirectory())
    .sort()
    .flatMap((locale) =>
      readJsonFiles(`schemas/messages/${locale}`, root).map((source) => ({
        ...source,
        locale,
        namespace: path.basename(source.file, '.json'),
      })),
    );
}

/** The flow files, step files, their contracts, the shared model and the registered names, as on disk. */
export function loadFlowSources(root = PROJECT_ROOT): FlowSources {
  const sections = readdirSync(path.join(root, 'schemas/api/sections'))
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => readSchema(root, `schemas/api/sections/${name}`));
  return {
    flows: readJsonFiles('flows', root),
    steps: readJsonFiles('schemas/steps', root),
    flowSchema: readSchema(root, 'schemas/flow.schema.json'),
    stepSchema: readSchema(root, 'schemas/step.schema.json'),
    names: ENGINE_NAMES,
    catalogues: readCatalogues(root),
    sharedModel: {
      application: readSchema(root, 'schemas/api/application-data.schema.json'),
      coborrower: readSchema(root, 'schemas/api/coborrower-data.schema.json'),
      sections,
    },
  };
}
