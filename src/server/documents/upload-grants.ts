/**
 * A loan's pending uploads (issue 19 item 6): every upload URL handed out is a grant until its file is submitted
 * (a loan_documents row with its key) or swept. The grants bound what one loan may have waiting (files and bytes),
 * and tell the sweep which keys to remove once their URL has lapsed unclaimed.
 */
import { and, asc, count, eq, gt, inArray, lt, notExists, sql, sum } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { loanDocuments, uploadGrants } from '../db/schema.ts';

export interface PendingUploadQuota {
  /** UPLOAD_PENDING_FILES_PER_LOAN: upload URLs a loan may have unclaimed at once; 0 is no limit. */
  files: number;
  /** UPLOAD_PENDING_BYTES_PER_LOAN: the bytes those URLs may take together; 0 is no limit. */
  bytes: number;
}

const unclaimed = notExists(
  sql`(SELECT 1 FROM ${loanDocuments} WHERE ${loanDocuments.storageKey} = ${uploadGrants.storageKey})`,
);

/**
 * What the loan has pending: unclaimed grants whose URL has not lapsed before `lapsedBefore` (older ones are the
 * sweep's), their bytes, and when the oldest lapses.
 */
export async function pendingUploads(orm: Orm, loanId: number, lapsedBefore: Date) {
  const pending = and(eq(uploadGrants.loanId, loanId), gt(uploadGrants.expiresAt, lapsedBefore), unclaimed);
  const [row] = await orm
    .select({ files: count(), bytes: sum(uploadGrants.maxBytes) })
    .from(uploadGrants)
    .where(pending);
  const [oldest] = await orm
    .select({ expiresAt: uploadGrants.expiresAt })
    .from(uploadGrants)
    .where(pending)
    .orderBy(asc(uploadGrants.expiresAt))
    .limit(1);
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0), oldestExpiry: oldest?.expiresAt };
}

/** Which limit the loan's pending uploads pass, if any. */
function quotaExceeded(pending: { files: number; bytes: number }, quota: PendingUploadQuota) {
  if (quota.files > 0 && pending.files > quota.files) return 'files' as const;
  if (quota.bytes > 0 && pending.bytes > quota.bytes) return 'bytes' as const;
  return undefined;
}

type UploadGrant = { storageKey: string; loanId: number; maxBytes: number; expiresAt: Date };

export async function recordUploadGrant(orm: Orm, grant: UploadGrant): Promise<void> {
  await orm.insert(uploadGrants).values(grant).onConflictDoNothing();
}

/**
 * Records the grant if the loan's quota has room for it. Written first and counted after, so concurrent requests
 * cannot together pass the quota; taken back when they do. `lapsedBefore`: grants lapsed earlier are the sweep's.
 */
export async function reserveUploadGrant(
  orm: Orm,
  grant: UploadGrant,
  quota: PendingUploadQuota,
  lapsedBefore: Date,
): Promise<{ ok: true } | { ok: false; limit: 'files' | 'bytes'; oldestExpiry: Date | undefined }> {
  await recordUploadGrant(orm, grant);
  const pending = await pendingUploads(orm, grant.loanId, lapsedBefore);
  const limit = quotaExceeded(pending, quota);
  if (!limit) return { ok: true };
  await forgetGrant(orm, grant.storageKey);
  return { ok: false, limit, oldestExpiry: pending.oldestExpiry };
}

/** The grants whose URL lapsed before `before` and whose file nobody submitted. */
export async function lapsedUnclaimedGrants(orm: Orm, before: Date, limit = 500) {
  return orm
    .select({ storageKey: uploadGrants.storageKey })
    .from(uploadGrants)
    .where(and(lt(uploadGrants.expiresAt, before), unclaimed))
    .limit(limit);
}

/** Forgets the grants of submitted files: they are documents now, never swept. */
export async function forgetClaimedGrants(orm: Orm): Promise<void> {
  await orm
    .delete(uploadGrants)
    .where(
      sql`EXISTS (SELECT 1 FROM ${loanDocuments} WHERE ${loanDocuments.storageKey} = ${uploadGrants.storageKey})`,
    );
}

export async function forgetGrant(orm: Orm, storageKey: string): Promise<void> {
  await orm.delete(uploadGrants).where(eq(uploadGrants.storageKey, storageKey));
}

/** Of `keys`, the ones a document or a grant still holds. */
export async function keysInUse(orm: Orm, keys: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  for (let start = 0; start < keys.length; start += 500) {
    const batch = keys.slice(start, start + 500);
    const documents = await orm
      .select({ key: loanDocuments.storageKey })
      .from(loanDocuments)
      .where(inArray(loanDocuments.storageKey, batch));
    const grants = await orm
      .select({ key: uploadGrants.storageKey })
      .from(uploadGrants)
      .where(inArray(uploadGrants.storageKey, batch));
    for (const { key } of [...documents, ...grants]) used.add(key);
  }
  return used;
}
