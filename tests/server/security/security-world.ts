import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { signedInUser } from '../../support/identity.ts';
import { completeApplication, submittedLoan } from '../../support/loan.ts';
import { rowsOf } from '../../support/portal.ts';
import type { TestApp } from '../../support/test-app.ts';
import { submittedDocument } from '../admin/admin-support.ts';

export interface User {
  authorization: string;
  sub: string;
  email: string;
}

/**
 * What the security suites act on: an owner with a complete (unsubmitted) application that has an accepted
 * co-borrower and a chosen offer, and a submitted one whose loan has a condition with a document on it; a
 * second borrower (the intruder) who owns nothing of it.
 */
export interface World {
  owner: User;
  intruder: User;
  coborrower: User;
  appId: string;
  version: number;
  offer: { id: string; loanAmount: number };
  contactId: string;
  submittedAppId: string;
  loanId: string;
  loanNumber: string;
  conditionId: string;
  documentId: string;
}

async function user(t: TestApp): Promise<User> {
  const { authorization, email } = await signedInUser(t.app);
  const sub = decodeJwt(authorization.slice('Bearer '.length)).sub as string;
  return { authorization, sub, email };
}

export async function buildWorld(t: TestApp): Promise<World> {
  const [owner, intruder, coborrower] = [await user(t), await user(t), await user(t)];
  const call = (method: 'GET' | 'POST', url: string, authorization: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  const { appId, offer } = await completeApplication(t.app, owner.authorization);
  const invited = await call(
    'POST',
    `/api/v2/coborrower/application/${appId}/basic-info`,
    owner.authorization,
    {
      firstName: 'Jordan',
      lastName: 'Reyes',
      email: coborrower.email,
      relationship: 'Spouse',
    },
  );
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  const contactId = invited.json().data.contactId as string;
  const outbox = (await t.app.inject({ url: '/dev/outbox' })).body;
  const invite = /[?&;]invite=([A-Za-z0-9_-]+)/.exec(outbox)?.[1];
  if (!invite) throw new Error('no invitation link in the outbox');
  const accepted = await call(
    'POST',
    `/api/v2/coborrower/create-account/application/${appId}/contact/${contactId}`,
    coborrower.authorization,
    { invite },
  );
  if (accepted.statusCode !== 200) throw new Error(`accepting failed: ${accepted.body}`);

  const submitted = await submittedLoan(t.app, owner.authorization);
  const loanCard = (await call('GET', '/api/v2/portal', owner.authorization))
    .json()
    .loans.find((card: { kind: string }) => card.kind === 'loan');
  const loan = (await call('GET', `/api/v2/portal/${loanCard.id}/loan`, owner.authorization)).json();
  const condition = loan.tasks[0] as { id: string };
  const document = await submittedDocument(t, Number(loan.id), Number(condition.id));
  const version = (await call('GET', `/api/v2/application/${appId}`, owner.authorization)).json().version;

  return {
    owner,
    intruder,
    coborrower,
    appId,
    version: Number(version),
    offer,
    contactId,
    submittedAppId: submitted.appId,
    loanId: String(loan.id),
    loanNumber: loan.loanNumber,
    conditionId: condition.id,
    documentId: String(document.id),
  };
}

/**
 * One digest per table of every row it holds: two equal snapshots mean nothing was written anywhere (a refused
 * call that wrote an audit row, a counter or half a record would show).
 */
export async function databaseSnapshot(t: TestApp): Promise<Record<string, string>> {
  const tables = rowsOf<{ tablename: string }>(
    await t.db.orm.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`),
  ).map((row) => row.tablename);
  const digests = tables.map(
    (table) =>
      `select '${table}' as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from "${table}" x`,
  );
  const rows = rowsOf<{ name: string; digest: string }>(
    await t.db.orm.execute(sql.raw(digests.join(' union all '))),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}
