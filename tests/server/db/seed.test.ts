import { readFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerLogoPath } from '../../../src/server/config/provider-company.ts';
import { DEFAULT_PROVIDER_CONFIG_FILE } from '../../../src/server/config.ts';
import { migrate } from '../../../src/server/db/migrate.ts';
import { companies, loanOfficers } from '../../../src/server/db/schema.ts';
import { seed } from '../../../src/server/db/seed.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

describe.each(backends)('migrations and seed data on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  it('seeds the demo officers with their channels and companies', async () => {
    const officers = await t.db.orm
      .select({
        nmlsId: loanOfficers.nmlsId,
        channelType: loanOfficers.channelType,
        company: loanOfficers.companyNmlsId,
      })
      .from(loanOfficers)
      .orderBy(asc(loanOfficers.nmlsId));
    expect(officers).toEqual([
      { nmlsId: '1464945', channelType: 'Retail', company: '1464945' },
      { nmlsId: '1686297', channelType: 'Retail', company: '1464945' },
      { nmlsId: '2000001', channelType: 'Broker', company: '3000001' },
      { nmlsId: '2000002', channelType: 'Retail', company: '1464945' },
      { nmlsId: '2000003', channelType: 'Correspondent', company: '1464945' },
      { nmlsId: '2000004', channelType: 'Retail', company: '1464945' },
    ]);
  });

  it('gives the broker company its own name, address, colours and logo, and its officer a headshot', async () => {
    const [broker] = await t.db.orm.select().from(companies).where(eqNmls('3000001'));
    expect(broker).toMatchObject({
      name: 'Harborview Mortgage Partners',
      city: 'Boston',
      primaryColor: '#0B5394',
      secondaryColor: '#B45F06',
      logoContentType: 'image/svg+xml',
    });
    expect(broker?.logo?.toString('utf8')).toContain('<svg');
    const [officer] = await t.db.orm.select().from(loanOfficers).where(eqOfficer('2000001'));
    expect(officer?.headshot?.length).toBeGreaterThan(100);
  });

  it('takes the provider company from configuration', async () => {
    const [provider] = await t.db.orm.select().from(companies).where(eqNmls('1464945'));
    expect(provider).toMatchObject({
      name: 'Keystone Home Lending, LLC',
      primaryColor: '#278A43',
      secondaryColor: '#333333',
    });
  });

  it('is idempotent: migrating and seeding again changes nothing', async () => {
    expect(await migrate(t.db)).toEqual([]);
    await seed(t.db, t.provider, providerLogoPath(DEFAULT_PROVIDER_CONFIG_FILE, t.provider));
    expect(await t.db.orm.$count(loanOfficers)).toBe(6);
    expect(await t.db.orm.$count(companies)).toBe(2);
  });
});

describe.each(backends)('default flow types in the seed data on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  const reseed = () => seed(t.db, t.provider, providerLogoPath(DEFAULT_PROVIDER_CONFIG_FILE, t.provider));
  const officer = async (id: string) =>
    (await t.db.orm.select().from(loanOfficers).where(eqOfficer(id)))[0] as typeof loanOfficers.$inferSelect;

  it('seeds the home-equity specialist 2000004 with a default flow type, the others with none', async () => {
    expect(await officer('2000004')).toMatchObject({
      fullName: 'Elena Vasquez',
      channelType: 'Retail',
      defaultFlowType: seededDefault('2000004'),
      defaultFlowTypeSetBy: null,
    });
    expect((await officer('2000002')).defaultFlowType).toBeNull();
    const [provider] = await t.db.orm.select().from(companies).where(eqNmls(t.provider.nmlsId));
    // The provider company's default is its configuration's, never a row's.
    expect(provider?.defaultFlowType).toBeNull();
  });

  it('puts the seed value back over a value nobody changed through the admin API, and keeps one that was', async () => {
    await t.db.orm.update(loanOfficers).set({ defaultFlowType: 'stale-1' }).where(eqOfficer('2000004'));
    await t.db.orm
      .update(loanOfficers)
      .set({ defaultFlowType: 'chosen-1', defaultFlowTypeSetBy: 'admin:someone' })
      .where(eqOfficer('2000002'));
    await reseed();
    expect((await officer('2000004')).defaultFlowType).toBe(seededDefault('2000004'));
    expect(await officer('2000002')).toMatchObject({
      defaultFlowType: 'chosen-1',
      defaultFlowTypeSetBy: 'admin:someone',
    });
  });
});

/** What the seed file gives an officer (a one-line change there must not break this suite). */
function seededDefault(nmlsId: string): string | null {
  const file = new URL('../../../src/server/db/seed/loan-officers.json', import.meta.url);
  const officers = JSON.parse(readFileSync(file, 'utf8')) as {
    nmlsId: string;
    defaultFlowType: string | null;
  }[];
  return officers.find((officer) => officer.nmlsId === nmlsId)?.defaultFlowType ?? null;
}

function eqNmls(id: string) {
  return eq(companies.nmlsId, id);
}
function eqOfficer(id: string) {
  return eq(loanOfficers.nmlsId, id);
}
