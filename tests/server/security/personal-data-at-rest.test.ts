import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateLinkKey } from '../../../src/server/esign/signing-links.ts';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import { signedInUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const SSN = '123456789';
const DOB = '1984-06-02';

describe.each(backends)('no SSN, date of birth or live token in clear in any table (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  /** Every row of every table, as JSON text: what someone with a database dump or psql reads. */
  async function dumpEveryTable(): Promise<string> {
    return t.db.withSession(async (run) => {
      const tables = await run<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      );
      const parts: string[] = [];
      for (const { name } of tables) {
        const rows = await run<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${name}" t`);
        parts.push(...rows.map((row) => `${name}: ${row.row}`));
      }
      return parts.join('\n');
    });
  }

  it('after a verify-id journey with Idempotency-Keys, the dump holds none of them', async () => {
    const user = await signedInUser(t.app);
    const headers = () => ({ authorization: user.authorization, 'idempotency-key': randomUUID() });
    const appId = await applicationWith(t.app, user.authorization, {
      ...prequalAnswers(),
      applicant: { ...prequalAnswers().applicant, legal: { ssn: SSN, dateOfBirth: DOB } },
    });
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/v2/idv/create-token',
      headers: headers(),
      payload: {
        appId,
        product: 'identity_verification',
        returnPath: `/1464945/applicant/id?appId=${appId}`,
      },
    });
    expect(token.statusCode).toBe(200);
    const { linkToken } = token.json().data as { linkToken: string };
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/verification-sim/identity',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: linkToken,
        dateOfBirth: DOB,
        ssnLast4: '6789',
        action: 'verify',
      }).toString(),
    });
    expect(submitted.statusCode).toBe(303);
    const sessionId = new URL(submitted.headers.location as string, 'http://x').searchParams.get(
      'verificationSession',
    );
    const verifyKey = randomUUID();
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v2/application/${appId}/borrower/verify-id`,
        headers: { authorization: user.authorization, 'idempotency-key': verifyKey },
        payload: { sessionId },
      });
    const verified = await verify();
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toContain(DOB);
    // The replay store is written once the answer has gone; the replay still reads the answer in clear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const replayed = await verify();
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toBe(verified.body);

    const dump = await dumpEveryTable();
    expect(dump).toContain('idempotency_keys');
    const secrets = {
      DOB,
      SSN,
      linkToken,
      accessToken: user.tokens.access_token as string,
      refreshToken: user.tokens.refresh_token as string | undefined,
      esignLinkKey: (await loadOrCreateLinkKey(t.db.orm)).toString('base64url'),
    };
    const found = Object.entries(secrets).flatMap(([name, value]) =>
      value
        ? dump
            .split('\n')
            .filter((row) => row.includes(value))
            .map((row) => `${name} in ${row}`)
        : [],
    );
    expect(found).toEqual([]);
  });
});
