import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INTERNAL_ERROR_MESSAGE,
  registerValidationErrors,
} from '../../../src/server/routes/validation-errors.ts';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import { signedInUser } from '../../support/identity.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** Route schemas refuse with a 400 whose message and field name what was wrong (DESIGN.md 8). */
describe('schema refusals name the field', () => {
  let t: TestApp;
  let authorization: string;
  let appId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ authorization } = await signedInUser(t.app));
    appId = await applicationWith(t.app, authorization, prequalAnswers());
  });
  afterAll(async () => t?.close());

  const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  it.each([
    [
      'an extra field',
      () => call('POST', '/api/v2/portal/lookup', { lastName: 'Alvarez', zip: '43215', extraField: 1 }),
      'body.extraField',
      'body.extraField is not allowed',
    ],
    [
      'a missing field',
      () => call('POST', '/api/v2/portal/lookup', { lastName: 'Alvarez' }),
      'body.zip',
      'body.zip is required',
    ],
    [
      'a wrong type',
      () =>
        call('POST', '/api/v2/pricing/offers', {
          applicationId: appId,
          productId: 'A-030-6.5',
          loanAmount: '5',
        }),
      'body.loanAmount',
      'body.loanAmount must be integer',
    ],
    [
      'a value outside an enum',
      () => call('PUT', `/api/v2/application/${appId}/property/appraisal`, { option: 'drone' }),
      'body.option',
      'body.option must be one of full-appraisal, drive-by, desktop',
    ],
    [
      'a constant not sent',
      () =>
        call('POST', `/api/v2/application/${appId}/loan_terms`, { productId: 'A-030-6.5', accepted: false }),
      'body.accepted',
      'body.accepted must be true',
    ],
    [
      'a missing query field',
      () => call('POST', '/api/v2/portal/1/conditions/1/upload-url'),
      'query.filename',
      'query.filename is required',
    ],
    [
      'a path parameter out of its pattern',
      () => call('GET', '/api/v2/application/abc'),
      'params.appId',
      'params.appId must match pattern "^[0-9]{1,15}$"',
    ],
    [
      'a oneOf no branch of which fits',
      () => call('PUT', `/api/v2/application/${appId}/propertyValue`, { type: 'prior', value: 400000 }),
      'body',
      'body does not match any of its accepted forms',
    ],
  ])('%s', async (_name, send, field, message) => {
    const response = await send();
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', field, message });
  });

  it('leaves other errors to Fastify: a body that is not JSON is a 400 with a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/portal/lookup',
      headers: { authorization, 'content-type': 'application/json' },
      payload: '{"lastName":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(response.json().field).toBeUndefined();
  });

  // Found by the fuzz suite: PostgreSQL refuses NUL and lone surrogates in text and jsonb; the write was a 500.
  it.each([
    [
      'a NUL in a body field',
      'PATCH',
      '/api/v2/application/:appId',
      { contactInfo: { firstName: 'Ro\u0000sa' } },
      'body.contactInfo.firstName',
    ],
    [
      'a NUL in a body key',
      'PATCH',
      '/api/v2/application/:appId',
      { contactInfo: { 'first\u0000Name': 'Rosa' } },
      'body.contactInfo',
    ],
    ['a NUL in a query value', 'GET', '/api/v2/portal?email=a%00b', undefined, 'query.email'],
    [
      'a lone surrogate in a body field',
      'PATCH',
      '/api/v2/application/:appId',
      { contactInfo: { lastName: 'Alvarez\uD800' } },
      'body.contactInfo.lastName',
    ],
  ] as const)(
    'refuses text PostgreSQL cannot store (%s), naming the field, and writes nothing',
    async (_name, method, url, payload, field) => {
      const before = (await call('GET', `/api/v2/application/${appId}`)).json().version;
      const response = await t.app.inject({
        method,
        url: url.replace(':appId', appId),
        headers: { authorization, 'if-match': `"${before}"` },
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().field).toBe(field);
      expect(response.json().message).toMatch(
        new RegExp(`^${field.replaceAll('.', '\\.')} .*(NUL character|lone surrogate)`),
      );
      expect((await call('GET', `/api/v2/application/${appId}`)).json().version).toBe(before);
    },
  );
});

describe('an unexpected failure', () => {
  it('is a 500 whose message says nothing of the cause, which goes to the log', async () => {
    const logged: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    registerValidationErrors(app);
    app.get('/boom', async () => {
      throw new Error('Failed query: update "loans" set secret = $1');
    });
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: INTERNAL_ERROR_MESSAGE,
    });
    expect(logged.join('')).toContain('Failed query');
    await app.close();
  });

  it('says so in the caller’s language', async () => {
    const app = Fastify();
    registerValidationErrors(app);
    app.get('/boom', async () => {
      throw new Error('Failed query');
    });
    const response = await app.inject({ url: '/boom', headers: { 'accept-language': 'es-MX' } });
    expect(response.json().message).toBe(
      'El servidor no pudo completar esta solicitud. Vuelva a intentarlo en un momento.',
    );
    expect(INTERNAL_ERROR_MESSAGE).toBe(
      'The server could not complete this request. Please try again in a moment.',
    );
    await app.close();
  });
});
