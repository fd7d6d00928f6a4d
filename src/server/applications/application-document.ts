import type { ApplicationRow } from './application-repository.ts';
import { maskForOwner } from './sensitive-fields.ts';

/**
 * The application as the SPA sees it (spec 3, appData): the answers, what the server derived from them
 * (pricing, credit, valuation; `avmValue` inside `property`), plus identity, flow and paths. The SSN is
 * masked (sensitive-fields.ts): the full number never leaves the server.
 */
export function applicationDocument(row: ApplicationRow) {
  const { avmValue, ...derived } = row.derived as { avmValue?: number } & Record<string, unknown>;
  const data = maskForOwner(row.data);
  const property = data.property as Record<string, unknown> | undefined;
  return {
    ...data,
    ...derived,
    ...(property || avmValue !== undefined
      ? { property: { ...property, ...(avmValue === undefined ? {} : { avmValue }) } }
      : {}),
    appId: String(row.id),
    nmlsId: row.nmlsId,
    status: row.status,
    version: row.version,
    flowConfig: { flowType: row.flowType },
    lastPath: row.lastPath,
    lastPaths: row.lastPaths,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type ApplicationDocument = ReturnType<typeof applicationDocument>;
