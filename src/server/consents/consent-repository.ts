import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ConsentText } from '../../shared/consents.ts';
import type { Orm } from '../db/database.ts';
import { consents } from '../db/schema.ts';

/** What the API answers once a consent is recorded. */
export interface ConsentReceipt {
  kind: string;
  textVersion: string;
  acceptedAt: string;
}

/**
 * Records that the signed-in caller accepted this version of a consent text (DOMAIN.md 4): the version, a hash of
 * the text they were shown, when, and from which address and browser.
 */
export async function recordConsent(
  orm: Orm,
  request: FastifyRequest,
  applicationId: number,
  consent: ConsentText,
): Promise<ConsentReceipt> {
  const [saved] = await orm
    .insert(consents)
    .values({
      applicationId,
      subjectSub: request.caller?.sub as string,
      kind: consent.kind,
      textVersion: consent.version,
      textSha256: createHash('sha256').update(consent.text).digest('hex'),
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    })
    .returning();
  if (!saved) throw new Error(`The ${consent.kind} consent was not stored`);
  return { kind: consent.kind, textVersion: consent.version, acceptedAt: saved.acceptedAt.toISOString() };
}

/** The newest acceptance of a consent kind by one person on one application, if any. */
export async function latestConsent(orm: Orm, applicationId: number, subjectSub: string, kind: string) {
  const [row] = await orm
    .select()
    .from(consents)
    .where(
      and(
        eq(consents.applicationId, applicationId),
        eq(consents.subjectSub, subjectSub),
        eq(consents.kind, kind),
      ),
    )
    .orderBy(desc(consents.acceptedAt))
    .limit(1);
  return row;
}
