/** The flows, step documents and case files on disk, shaped as the studio gets them (GET /api/studio/sources). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadFlowSources, PROJECT_ROOT } from '../../../src/server/flows/flow-files.ts';
import type { FlowFile, StepDocument } from '../../../src/shared/flows/flow-types.ts';
import type { StudioTextFile } from '../../../src/shared/studio/studio-contract.ts';

export function studioSources() {
  const sources = loadFlowSources();
  const flows = sources.flows.map((file) => file.content as FlowFile);
  const documents = new Map<string, StepDocument>(
    sources.steps.map((file) => [path.basename(file.file, '.json'), file.content as StepDocument]),
  );
  const walk = (at: string): string[] =>
    readdirSync(path.join(PROJECT_ROOT, at))
      .sort()
      .flatMap((name) => {
        const relative = `${at}/${name}`;
        if (statSync(path.join(PROJECT_ROOT, relative)).isDirectory()) return walk(relative);
        return /\.(ya?ml|json)$/.test(name) ? [relative] : [];
      });
  const caseFiles: StudioTextFile[] = walk('tests/cases')
    .filter((file) => /^tests\/cases\/[^/]+\/(steps|journeys)\//.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(PROJECT_ROOT, file), 'utf8') }));
  return { flows, documents, caseFiles };
}
