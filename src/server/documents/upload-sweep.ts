/**
 * Removes uploads nobody submitted (issue 19 item 6: files never satisfied stayed on disk for ever). A file whose
 * upload URL lapsed more than SWEEP_GRACE_SECONDS ago without a document row is removed, on local disk or S3. On
 * local disk, files no grant accounts for (uploaded before grants were kept, a write that died) go by age.
 */
import type { FastifyInstance } from 'fastify';
import { UPLOAD_URL_TTL_SECONDS } from '../../shared/uploads.ts';
import type { Orm } from '../db/database.ts';
import { startPeriodicJob } from '../jobs/periodic-job.ts';
import type { DocumentStorage } from '../providers/storage/document-storage.ts';
import { isLocalDocumentStorage } from '../providers/storage/local-document-storage.ts';
import { forgetClaimedGrants, forgetGrant, keysInUse, lapsedUnclaimedGrants } from './upload-grants.ts';

/** Time after a URL lapses for an upload that started just before to finish and be submitted. */
export const SWEEP_GRACE_SECONDS = 300;

export async function sweepUnclaimedUploads(
  orm: Orm,
  storage: DocumentStorage,
  now = new Date(),
): Promise<{ removed: string[] }> {
  const lapsedBefore = new Date(now.getTime() - SWEEP_GRACE_SECONDS * 1000);
  await forgetClaimedGrants(orm);
  const removed: string[] = [];
  for (const { storageKey } of await lapsedUnclaimedGrants(orm, lapsedBefore)) {
    await storage.remove(storageKey);
    await forgetGrant(orm, storageKey);
    removed.push(storageKey);
  }
  if (isLocalDocumentStorage(storage)) {
    const writtenBefore = lapsedBefore.getTime() - UPLOAD_URL_TTL_SECONDS * 1000;
    const stale = (await storage.storedFiles('loans')).filter(
      (file) => file.modifiedAt.getTime() < writtenBefore,
    );
    const used = await keysInUse(
      orm,
      stale.map((file) => file.key),
    );
    for (const { key } of stale) {
      if (used.has(key)) continue;
      await storage.remove(key);
      removed.push(key);
    }
  }
  return { removed };
}

/** Runs the sweep every `intervalSeconds` (UPLOAD_SWEEP_INTERVAL_SECONDS; 0: never) until the server closes. */
export function startUploadSweep(
  app: FastifyInstance,
  orm: Orm,
  storage: DocumentStorage,
  intervalSeconds: number,
): void {
  startPeriodicJob(app, 'upload sweep', intervalSeconds, async () => {
    const { removed } = await sweepUnclaimedUploads(orm, storage);
    if (removed.length > 0)
      app.log.info({ removed: removed.length }, 'upload sweep: unclaimed uploads removed');
  });
}
