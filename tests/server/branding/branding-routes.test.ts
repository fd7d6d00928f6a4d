import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

/** One row per seeded officer kind: what the channel, contact and company look-ups must say. */
const officers = [
  {
    kind: 'default',
    id: '1464945',
    channel: 'Retail',
    active: true,
    company: '1464945',
    companyName: 'Keystone Home Lending, LLC',
    headshot: false,
  },
  {
    kind: 'broker',
    id: '2000001',
    channel: 'Broker',
    active: true,
    company: '3000001',
    companyName: 'Harborview Mortgage Partners',
    headshot: true,
  },
  {
    kind: 'retail',
    id: '2000002',
    channel: 'Retail',
    active: true,
    company: '1464945',
    companyName: 'Keystone Home Lending, LLC',
    headshot: false,
  },
  {
    kind: 'inactive',
    id: '2000003',
    channel: 'Correspondent',
    active: false,
    company: '1464945',
    companyName: 'Keystone Home Lending, LLC',
    headshot: false,
  },
  {
    kind: 'excluded',
    id: '1686297',
    channel: 'Retail',
    active: true,
    company: '1464945',
    companyName: 'Keystone Home Lending, LLC',
    headshot: false,
  },
] as const;

describe.each(backends)('branding and channel look-ups (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  describe.each(officers)('the $kind officer $id', (officer) => {
    it('answers the channel look-up without a token', async () => {
      const response = await t.app.inject(`/api/v2/application/${officer.id}/channel`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        nmlsId: officer.id,
        channelType: officer.channel,
        brokerCompanyNmlsId: officer.company,
        brokerName: officer.companyName,
      });
      for (const field of [
        'fullName',
        'emailAddress',
        'preferredTelephoneNumber',
        'brokerTelephoneNumber',
        'brokerAddressLineOne',
        'brokerAddressLineTwo',
        'brokerCity',
        'brokerStateId',
        'brokerPostalCodeId',
      ]) {
        expect(body).toHaveProperty(field);
      }
    });

    it('answers the officer contact', async () => {
      const body = (await t.app.inject(`/api/v2/branding/lo/${officer.id}/contact`)).json();
      expect(body).toMatchObject({
        referenceNumber: officer.id,
        loNmlsId: officer.id,
        isActive: officer.active,
        headShotExists: officer.headshot,
        companyLogoUrl: `/api/v2/branding/${officer.id}/logo`,
        headshotUrl: officer.headshot ? `/api/v2/branding/lo/${officer.id}/headshot` : null,
      });
      expect(body.name).toBeTruthy();
      expect(body.email).toContain('@');
    });

    it('answers the company branding', async () => {
      const body = (await t.app.inject(`/api/v2/branding/lo/${officer.id}/company/branding`)).json();
      expect(body).toMatchObject({ companyNmls: officer.company, companyName: officer.companyName });
      expect(Object.keys(body).sort()).toEqual([
        'addressLineOne',
        'addressLineTwo',
        'city',
        'companyName',
        'companyNmls',
        'companyPhone',
        'languages',
        'postalCode',
        'primaryColor',
        'secondaryColor',
        'state',
        'translationNotes',
      ]);
      // Every company offers Spanish until it turns it off, with the catalogue's note while it has none of its own.
      expect(body.languages).toEqual(['en', 'es']);
      expect(body.translationNotes).toEqual({
        es: 'Esta traducción se ofrece para su comodidad. La versión en inglés es la que rige.',
      });
    });

    it('serves its company logo', async () => {
      const response = await t.app.inject(`/api/v2/branding/${officer.id}/logo`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
    });
  });

  it('gives the broker its own colours and the provider its defaults', async () => {
    const broker = (await t.app.inject('/api/v2/branding/lo/2000001/company/branding')).json();
    expect(broker).toMatchObject({
      primaryColor: '#0B5394',
      secondaryColor: '#B45F06',
      city: 'Boston',
      state: 'MA',
      postalCode: '02110',
    });
    const provider = (await t.app.inject('/api/v2/branding/lo/1464945/company/branding')).json();
    expect(provider).toMatchObject({ primaryColor: '#278A43', secondaryColor: '#333333' });
  });

  it('answers 304 to a logo request that already has the current ETag', async () => {
    const first = await t.app.inject('/api/v2/branding/2000001/logo');
    const again = await t.app.inject({
      url: '/api/v2/branding/2000001/logo',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves a logo by company NMLS id and differs between companies', async () => {
    const byCompany = await t.app.inject('/api/v2/branding/3000001/logo');
    expect(byCompany.statusCode).toBe(200);
    expect(byCompany.body).toContain('Harborview');
    const provider = await t.app.inject('/api/v2/branding/1464945/logo');
    expect(provider.body).toContain('Keystone');
  });

  it('serves the headshot of an officer that has one, and 404 for one that has none', async () => {
    const headshot = await t.app.inject('/api/v2/branding/lo/2000001/headshot');
    expect(headshot.statusCode).toBe(200);
    expect(headshot.headers['content-type']).toMatch(/^image\//);
    expect((await t.app.inject('/api/v2/branding/lo/2000002/headshot')).statusCode).toBe(404);
  });

  it.each([
    '/api/v2/application/9999999/channel',
    '/api/v2/branding/lo/9999999/contact',
    '/api/v2/branding/lo/9999999/company/branding',
    '/api/v2/branding/9999999/logo',
    '/api/v2/branding/lo/9999999/headshot',
  ])('answers 404 for the unknown officer: %s', async (url) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('9999999');
  });

  it('refuses an id that is not all digits, naming the field', async () => {
    const response = await t.app.inject('/api/v2/application/abc/channel');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('nmlsId');
  });
});
