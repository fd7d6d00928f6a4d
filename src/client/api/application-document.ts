/**
 * The application as GET /api/v2/application/{appId} returns it (spec 3, appData): the borrower's answers at the
 * root (shapes in schemas/api/application-data.schema.json) plus the fields the server keeps.
 */
export interface ApplicationDocument {
  appId: string;
  nmlsId: string;
  status: string;
  /** Sent back as `If-Match: "<version>"` with every change. */
  version: number;
  flowConfig: { flowType: string };
  lastPath: string | null;
  /** Last path per applicant key. */
  lastPaths: Record<string, string> | null;
  createdAt: string;
  updatedAt: string;
  contactInfo?: { firstName?: string; lastName?: string; email?: string; phone?: string };
  applicant?: { firstName?: string; accountEmail?: string };
  [answer: string]: unknown;
}

/** Fields the server owns; never part of a step's answers. */
export const SERVER_FIELDS: readonly string[] = [
  'appId',
  'nmlsId',
  'status',
  'version',
  'flowConfig',
  'lastPath',
  'lastPaths',
  'createdAt',
  'updatedAt',
];
