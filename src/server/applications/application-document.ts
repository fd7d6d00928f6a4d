import type { ApplicationRow } from './application-repository.ts';

/**
 * The application as the SPA sees it (spec 3, appData): the answers, what the server derived from them
 * (pricing, credit, valuation; `avmValue` inside `property`), plus identity, flow and paths.
 */
export function applicationDocument(row: ApplicationRow) {
  const { avmValue, ...derived } = row.derived as { avmValue?: number } & Record<string, unknown>;
  const property = row.data.property as Record<string, unknown> | undefined;
  return {
    ...row.data,
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
