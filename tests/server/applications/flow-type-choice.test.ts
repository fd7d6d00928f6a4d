import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import {
  setCompanyDefaultFlowType,
  setOfficerDefaultFlowType,
} from '../../../src/server/branding/officer-repository.ts';
import { ConfigError } from '../../../src/server/config.ts';
import { applications } from '../../../src/server/db/schema.ts';
import { openFlowTypes, readFlowTypes } from '../../../src/server/flows/flow-types.ts';
import { capturedLog } from '../../support/captured-log.ts';
import { signedInUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const BROKER_OFFICER = '2000001';
const BROKER_COMPANY = '3000001';
const RETAIL_OFFICER = '2000002';
const INACTIVE_OFFICER = '2000003';
const GONE = 'gone-flow-9';

const known = `known: ${openFlowTypes(readFlowTypes()).join(', ')}`;

/** A second app on the same database and runtime, as another start of the server would build it. */
const runtimeOf = (t: TestApp) => ({
  config: t.config,
  db: t.db,
  provider: t.provider,
  rateSheet: t.rateSheet,
  providers: t.providers,
  ...(t.signingKeys ? { signingKeys: t.signingKeys } : {}),
});

const seededOfficers = JSON.parse(
  readFileSync(new URL('../../../src/server/db/seed/loan-officers.json', import.meta.url), 'utf8'),
) as { nmlsId: string; defaultFlowType: string | null }[];

describe.each(backends)('which flow a new application takes (%s)', (backend) => {
  let t: TestApp;
  let authorization: string;
  const log = capturedLog();
  /** The provider company's default, and another flow type to tell the levels apart (from flows/, never listed). */
  let providerDefault: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp(backend, {}, undefined, { logger: log.logger });
    authorization = (await signedInUser(t.app)).authorization;
    providerDefault = t.provider.defaultFlowType;
    other = openFlowTypes(readFlowTypes()).find((type) => type !== providerDefault) as string;
  });
  afterAll(async () => t.close());

  const configure = async (officers: Record<string, string | null>, company: string | null = null) => {
    for (const [nmlsId, flowType] of Object.entries(officers))
      await setOfficerDefaultFlowType(t.db.orm, nmlsId, { flowType, actor: 'test' });
    await setCompanyDefaultFlowType(t.db.orm, BROKER_COMPANY, { flowType: company, actor: 'test' });
  };
  beforeEach(async () => {
    await configure({ [BROKER_OFFICER]: null, [RETAIL_OFFICER]: null, [INACTIVE_OFFICER]: null });
    log.lines.length = 0;
  });

  const create = (query: string) =>
    t.app.inject({ method: 'POST', url: `/api/v2/application${query}`, headers: { authorization } });
  const flowTypeOf = async (query: string) => {
    const response = await create(query);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.flowType as string;
  };

  it('has two flow types at least, to tell the levels apart', () => {
    expect(other).toBeDefined();
  });

  it("takes the provider company's default when neither request, officer nor company names one", async () => {
    expect(await flowTypeOf(`?nmlsId=${RETAIL_OFFICER}`)).toBe(providerDefault);
    expect(await flowTypeOf(`?nmlsId=${BROKER_OFFICER}`)).toBe(providerDefault);
    expect(await flowTypeOf('')).toBe(providerDefault);
  });

  it("takes the broker company's default over the provider's, for that company's officers only", async () => {
    await configure({}, other);
    expect(await flowTypeOf(`?nmlsId=${BROKER_OFFICER}`)).toBe(other);
    expect(await flowTypeOf(`?nmlsId=${RETAIL_OFFICER}`)).toBe(providerDefault);
  });

  it("takes the officer's default over their company's", async () => {
    await configure({ [BROKER_OFFICER]: providerDefault }, other);
    expect(await flowTypeOf(`?nmlsId=${BROKER_OFFICER}`)).toBe(providerDefault);
    await configure({ [RETAIL_OFFICER]: other });
    expect(await flowTypeOf(`?nmlsId=${RETAIL_OFFICER}`)).toBe(other);
    expect(await flowTypeOf(`/${RETAIL_OFFICER}`)).toBe(other);
  });

  it("takes the flowType asked for over the officer's default", async () => {
    await configure({ [RETAIL_OFFICER]: other });
    expect(await flowTypeOf(`?nmlsId=${RETAIL_OFFICER}&flowType=${providerDefault}`)).toBe(providerDefault);
    expect(await flowTypeOf(`/${RETAIL_OFFICER}?flowType=${providerDefault}`)).toBe(providerDefault);
  });

  it('gives a seeded officer the default flow type of the seed data', async () => {
    const seeded = seededOfficers.filter((officer) => officer.defaultFlowType !== null);
    expect(seeded.map((officer) => officer.nmlsId)).toContain('2000004');
    for (const officer of seeded)
      expect(await flowTypeOf(`?nmlsId=${officer.nmlsId}`)).toBe(officer.defaultFlowType);
  });

  it("files an inactive officer's application under the default officer, with that officer's defaults", async () => {
    await configure({ [INACTIVE_OFFICER]: other });
    const response = await create(`?nmlsId=${INACTIVE_OFFICER}`);
    expect(response.json().data).toMatchObject({ nmlsId: t.provider.nmlsId, flowType: providerDefault });
  });

  it('refuses a flowType with no flow file, naming the field and the known types, and writes nothing', async () => {
    const before = await t.db.orm.$count(applications);
    for (const query of [
      `?nmlsId=${RETAIL_OFFICER}&flowType=${GONE}`,
      `/${RETAIL_OFFICER}?flowType=${GONE}`,
    ]) {
      const response = await create(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'flowType',
        message: `flowType: there is no flow type "${GONE}"; ${known}`,
      });
    }
    expect(await t.db.orm.$count(applications)).toBe(before);
  });

  it("passes over an officer's default that names no flow, logging an error, to the company's", async () => {
    await configure({ [BROKER_OFFICER]: GONE }, other);
    expect(await flowTypeOf(`?nmlsId=${BROKER_OFFICER}`)).toBe(other);
    expect(log.messages('error')).toEqual([
      `loan officer ${BROKER_OFFICER}'s default flow type "${GONE}" is skipped: there is no flow type "${GONE}"; ${known}`,
    ]);
  });

  it("passes over a company's default that names no flow, logging an error, to the provider's", async () => {
    await configure({}, GONE);
    expect(await flowTypeOf(`?nmlsId=${BROKER_OFFICER}`)).toBe(providerDefault);
    expect(log.messages('error')).toHaveLength(1);
    expect(log.messages('error')[0]).toContain(
      `company ${BROKER_COMPANY}'s default flow type "${GONE}" is skipped`,
    );
  });

  it('warns at start-up about every configured default that names no flow', async () => {
    await configure({ [BROKER_OFFICER]: GONE }, GONE);
    const startLog = capturedLog();
    const second = await buildApp({ ...runtimeOf(t), logger: startLog.logger });
    await second.ready();
    await second.close();
    expect(startLog.messages('warn')).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          `loan officer ${BROKER_OFFICER}'s default flow type "${GONE}" cannot be used`,
        ),
        expect.stringContaining(`company ${BROKER_COMPANY}'s default flow type "${GONE}" cannot be used`),
      ]),
    );
  });

  it("refuses to start when the provider company's default names no flow (it has no level to fall to)", async () => {
    const start = buildApp({ ...runtimeOf(t), provider: { ...t.provider, defaultFlowType: GONE } });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(`defaultFlowType cannot be used: there is no flow type "${GONE}"`);
  });
});
