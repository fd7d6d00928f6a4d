import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findOwnedApplication } from '../../../src/server/applications/application-repository.ts';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';
import { DataCipher, dataKey, loadOrCreateDataCipher } from '../../../src/server/crypto/data-encryption.ts';
import { applications } from '../../../src/server/db/schema.ts';
import { signedInUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const SSN = '123456789';
const DOB = '1984-03-15';
const KEY = randomBytes(32);

describe.each(backends)('SSN and date of birth at rest (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  let appId: string;
  let version: number;

  beforeAll(async () => {
    t = await createTestApp(backend, { DATA_ENCRYPTION_KEY: KEY.toString('base64') });
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/application?nmlsId=2000001',
      headers: { authorization: owner },
    });
    appId = created.json().data.appId;
    version = 1;
  });

  const send = async (method: 'PATCH' | 'PUT', url: string, body: unknown, ifMatch = version) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { authorization: owner, 'if-match': `"${ifMatch}"` },
      payload: body as Record<string, unknown>,
    });
    if (response.statusCode === 200) version = response.json().version;
    return response;
  };
  const patch = (body: unknown, query = '') => send('PATCH', `/api/v2/application/${appId}${query}`, body);
  const putApplicant = (body: unknown) => send('PUT', `/api/v2/application/applicant/${appId}`, body);
  const read = () => t.app.inject({ url: `/api/v2/application/${appId}`, headers: { authorization: owner } });

  /** The row exactly as the database holds it, as text. */
  const rawRow = async () => {
    const rows = await t.db.withSession((run) =>
      run<{ row: string }>(
        `SELECT row_to_json(a)::text AS row FROM applications a WHERE id = ${Number(appId)}`,
      ),
    );
    return rows[0]?.row ?? '';
  };
  /** What the server itself reads (decrypted), never what the API answers. */
  const storedLegal = async () => {
    const [raw] = await t.db.orm
      .select()
      .from(applications)
      .where(eq(applications.id, Number(appId)));
    const row = await findOwnedApplication(t.db.orm, Number(appId), raw?.ownerSub as string);
    return (row?.data.applicant as { legal?: Record<string, unknown> } | undefined)?.legal;
  };

  it('keeps neither value in plain text in the database, under the configured key', async () => {
    const saved = await patch({ applicant: { legal: { ssn: SSN, dateOfBirth: DOB } } });
    expect(saved.statusCode).toBe(200);
    const row = await rawRow();
    expect(row).toContain(String(appId));
    expect(row).not.toContain(SSN);
    expect(row).not.toContain(DOB);
    const legal = JSON.parse(row).data.applicant.legal as Record<string, string>;
    const keyId = dataKey(KEY).id;
    expect(legal.ssn).toMatch(new RegExp(`^enc:v1:${keyId}:`));
    expect(legal.dateOfBirth).toMatch(new RegExp(`^enc:v1:${keyId}:`));
    expect(await storedLegal()).toEqual({ ssn: SSN, dateOfBirth: DOB });
  });

  it('answers the owner with the date of birth in clear and the SSN masked, never in full', async () => {
    const saved = await patch({ applicant: { legal: { ssn: SSN, dateOfBirth: DOB } } });
    expect(saved.json().applicant.legal).toEqual({ ssn: '*****6789', dateOfBirth: DOB });
    expect(saved.body).not.toContain(SSN);
    const again = await read();
    expect(again.json().applicant.legal).toEqual({ ssn: '*****6789', dateOfBirth: DOB });
    expect(again.body).not.toContain(SSN);
    expect(again.body).not.toContain('enc:v1');
    const appData = await t.app.inject({
      url: `/api/v2/application/${appId}/appData`,
      headers: { authorization: owner },
    });
    expect(appData.body).not.toContain(SSN);
  });

  it('keeps the stored SSN when a write sends back its mask, in a merge patch or a section PUT', async () => {
    await patch({ applicant: { legal: { ssn: SSN, dateOfBirth: DOB } } });
    const document = (await read()).json();
    const merged = await patch({ applicant: { legal: { ssn: '*****6789', firstName: 'Rosa' } } });
    expect(merged.statusCode).toBe(200);
    expect(await storedLegal()).toEqual({ ssn: SSN, dateOfBirth: DOB, firstName: 'Rosa' });
    const replaced = await putApplicant({ ...document.applicant, legal: { ...document.applicant.legal } });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().applicant.legal).toEqual({ ssn: '*****6789', dateOfBirth: DOB });
    expect(await storedLegal()).toEqual({ ssn: SSN, dateOfBirth: DOB });
    // Saving something else entirely leaves both values readable (re-encrypted, not double-encrypted).
    await patch({ loan: { loan_amt: 60000 } });
    expect(await storedLegal()).toEqual({ ssn: SSN, dateOfBirth: DOB });
    expect(await rawRow()).not.toContain(SSN);
  });

  it('refuses any other masked SSN, naming the field, and writes nothing', async () => {
    await patch({ applicant: { legal: { ssn: SSN } } });
    const before = version;
    const refused = await patch({ applicant: { legal: { ssn: '*****1234' } } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'applicant.legal.ssn' });
    const onNewApplication = await t.app.inject({
      method: 'POST',
      url: '/api/v2/application?nmlsId=2000001',
      headers: { authorization: owner },
    });
    const fresh = onNewApplication.json().data.appId as string;
    const noneOnFile = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/application/${fresh}`,
      headers: { authorization: owner, 'if-match': '"1"' },
      payload: { applicant: { legal: { ssn: '*****6789' } } },
    });
    expect(noneOnFile.statusCode).toBe(400);
    expect(noneOnFile.json().field).toBe('applicant.legal.ssn');
    expect((await read()).json().version).toBe(before);
    expect((await storedLegal())?.ssn).toBe(SSN);
  });

  it('replaces the SSN with nine new digits and refuses anything else', async () => {
    await patch({ applicant: { legal: { ssn: SSN } } });
    const replaced = await patch({ applicant: { legal: { ssn: '987654321' } } });
    expect(replaced.json().applicant.legal.ssn).toBe('*****4321');
    expect((await storedLegal())?.ssn).toBe('987654321');
    const short = await patch({ applicant: { legal: { ssn: '12345' } } });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe('applicant.legal.ssn');
  });

  it('still refuses a write based on an older version', async () => {
    await patch({ applicant: { legal: { ssn: SSN } } });
    const stale = await send(
      'PATCH',
      `/api/v2/application/${appId}`,
      { applicant: { legal: { ssn: '*****6789' } } },
      1,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().currentVersion).toBe(version);
  });
});

describe('the data encryption keys', () => {
  const a = dataKey(randomBytes(32));
  const b = dataKey(randomBytes(32));

  it('encrypts with the current key and its id, differently each time, and decrypts', () => {
    const cipher = new DataCipher(a);
    const first = cipher.encrypt(SSN);
    expect(first.startsWith(`enc:v1:${a.id}:`)).toBe(true);
    expect(cipher.encrypt(SSN)).not.toBe(first);
    expect(cipher.decrypt(first)).toBe(SSN);
  });

  it('still decrypts under a previous key after a rotation, and names a key it does not have', () => {
    const written = new DataCipher(a).encrypt(DOB);
    const rotated = new DataCipher(b, [a]);
    expect(rotated.decrypt(written)).toBe(DOB);
    expect(rotated.encrypt(DOB)).toContain(`:${b.id}:`);
    expect(() => new DataCipher(b).decrypt(written)).toThrow(a.id);
  });

  it('refuses a ciphertext that was tampered with', () => {
    const cipher = new DataCipher(a);
    const written = cipher.encrypt(SSN);
    const tampered = `${written.slice(0, -2)}${written.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => cipher.decrypt(tampered)).toThrow();
  });

  it('generates a key once in the data folder and keeps it, and keeps reading it after DATA_ENCRYPTION_KEY is set', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'data-key-'));
    try {
      const first = loadOrCreateDataCipher(dataDir, { previous: [] });
      const file = readFileSync(path.join(dataDir, 'keys', 'data-encryption-keys.json'), 'utf8');
      const second = loadOrCreateDataCipher(dataDir, { previous: [] });
      expect(second.currentKeyId).toBe(first.currentKeyId);
      expect(readFileSync(path.join(dataDir, 'keys', 'data-encryption-keys.json'), 'utf8')).toBe(file);
      const written = first.encrypt(SSN);
      const configured = loadOrCreateDataCipher(dataDir, { current: b.key, previous: [] });
      expect(configured.currentKeyId).toBe(b.id);
      expect(configured.decrypt(written)).toBe(SSN);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a DATA_ENCRYPTION_KEY that is not 32 bytes of base64, naming the variable', () => {
    for (const value of ['short', randomBytes(16).toString('base64'), 'not base64 at all!']) {
      expect(() => loadConfig({ DATA_ENCRYPTION_KEY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_ENCRYPTION_KEY: value })).toThrow(/DATA_ENCRYPTION_KEY/);
    }
    expect(() => loadConfig({ DATA_ENCRYPTION_PREVIOUS_KEYS: 'abc' })).toThrow(
      /DATA_ENCRYPTION_PREVIOUS_KEYS/,
    );
    expect(loadConfig({ DATA_ENCRYPTION_KEY: a.key.toString('base64') }).dataEncryption.current).toEqual(
      a.key,
    );
  });
});
