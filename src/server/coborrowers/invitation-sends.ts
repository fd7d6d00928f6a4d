/**
 * How many invitation mails a borrower account may send a day (issue 19 item 5: the lender's address was a relay
 * for any text to any address). Counted in the database over the last 24 hours, so every instance agrees.
 */
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Orm } from '../db/database.ts';
import { invitationSends } from '../db/schema.ts';
import { replyText } from '../i18n/api-texts.ts';
import type { Translate } from '../i18n/server-messages.ts';
import { tooManyRequests } from '../security/too-many-requests.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seconds until `senderSub` may send another invitation, or 0 when it may now. */
export async function invitationWait(orm: Orm, senderSub: string, perDay: number, now = new Date()) {
  if (perDay === 0) return 0;
  const since = new Date(now.getTime() - DAY_MS);
  const inWindow = and(eq(invitationSends.senderSub, senderSub), gt(invitationSends.sentAt, since));
  const [row] = await orm.select({ sent: count() }).from(invitationSends).where(inWindow);
  const sent = Number(row?.sent ?? 0);
  if (sent < perDay) return 0;
  // The send that leaves the window first is the (sent - perDay + 1)th oldest in it.
  const [freeing] = await orm
    .select({ sentAt: invitationSends.sentAt })
    .from(invitationSends)
    .where(inWindow)
    .orderBy(asc(invitationSends.sentAt))
    .offset(sent - perDay)
    .limit(1);
  const freesAt = (freeing?.sentAt.getTime() ?? now.getTime()) + DAY_MS;
  return Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
}

export const recipientDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * Takes one of the sender's invitations for the day before the mail goes, so concurrent requests cannot together
 * pass the limit: the row is written first and given back when the count is over (or the mail fails). Resolves to
 * the row's id, or to the seconds to wait. Sends older than a day are forgotten on the way.
 */
export async function reserveInvitationSend(
  orm: Orm,
  send: { senderSub: string; applicationId: number; recipient: string },
  perDay: number,
): Promise<{ id: number } | { waitSeconds: number }> {
  const dayAgo = new Date(Date.now() - DAY_MS);
  await orm
    .delete(invitationSends)
    .where(and(eq(invitationSends.senderSub, send.senderSub), lt(invitationSends.sentAt, dayAgo)));
  const [row] = await orm
    .insert(invitationSends)
    .values({
      senderSub: send.senderSub,
      applicationId: send.applicationId,
      recipientDomain: recipientDomain(send.recipient),
    })
    .returning({ id: invitationSends.id });
  const id = row?.id as number;
  if (perDay === 0) return { id };
  const [counted] = await orm
    .select({ sent: count() })
    .from(invitationSends)
    .where(and(eq(invitationSends.senderSub, send.senderSub), gt(invitationSends.sentAt, dayAgo)));
  if (Number(counted?.sent ?? 0) <= perDay) return { id };
  await releaseInvitationSend(orm, id);
  return { waitSeconds: await invitationWait(orm, send.senderSub, perDay) };
}

/** Gives back a reserved send whose mail did not go. */
export async function releaseInvitationSend(orm: Orm, id: number): Promise<void> {
  await orm.delete(invitationSends).where(eq(invitationSends.id, id));
}

/** The wait in minutes (below an hour) or hours, in the request's language. */
function waitInWords(t: Translate, seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes < 60
    ? t('refusal.coborrower.wait', { unit: 'minute', count: minutes })
    : t('refusal.coborrower.wait', { unit: 'hour', count: Math.ceil(minutes / 60) });
}

export function tooManyInvitations(reply: FastifyReply, perDay: number, waitSeconds: number) {
  const t = replyText(reply);
  return tooManyRequests(reply, waitSeconds, {
    code: 'invitations_per_day',
    message: t('refusal.coborrower.perDay', { perDay, wait: waitInWords(t, waitSeconds) }),
  });
}
