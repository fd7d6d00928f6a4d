/**
 * What a save may name, checked before anything is read: only files of the configuration surface, each once, each
 * with the version the studio read (or null for a new file). A refusal names the field and the file.
 */
import type { StudioSaveRequest } from '../../shared/studio/studio-contract.ts';
import { STUDIO_PATH_RULE, studioFileKind } from './studio-paths.ts';

export interface FieldProblem {
  field: string;
  message: string;
}

/** The paths a save touches (written and removed), or the first problem with the request. */
export function saveRequestProblem(request: StudioSaveRequest): FieldProblem | undefined {
  const named = [
    ...request.files.map(({ file }, index) => ({ file, field: `files[${index}].file` })),
    ...(request.remove ?? []).map((file, index) => ({ file, field: `remove[${index}]` })),
  ];
  if (named.length === 0)
    return { field: 'files', message: 'files or remove must name at least one file to save' };
  const seen = new Set<string>();
  for (const { file, field } of named) {
    if (!studioFileKind(file))
      return {
        field,
        message: `${field} "${file}" is not a file the studio may write: use ${STUDIO_PATH_RULE}`,
      };
    if (seen.has(file))
      return { field, message: `${field} "${file}" is named twice: write or remove each file once` };
    seen.add(file);
    if (!Object.hasOwn(request.base, file))
      return {
        field: 'base',
        message: `base must give the version of "${file}" the studio read (null for a new file)`,
      };
  }
  return undefined;
}
