import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED, redactCapabilities } from '../../../src/server/security/request-log-redaction.ts';
import { capturedLog } from '../../support/captured-log.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const SECRET = 'Zq9SecretCapability7Xw';

/** URLs that carry a capability, as the product makes them. */
const CAPABILITY_URLS = [
  `/accept-invite?invite=${SECRET}&appId=1000123&contactId=4`,
  `/disclosures/${SECRET}`,
  `/esign/12.tf3k2o.${SECRET}AAAAAAAAAAA`,
  `/esign-sim/12.tf3k2o.${SECRET}AAAAAAAAAAA`,
  `/verification-sim/identity?token=${SECRET}`,
  `/api/v2/uploads/loan-1/file.pdf?expires=1900000000&type=application%2Fpdf&max=10&sig=${SECRET}`,
  `/idp/authorize/callback?code=${SECRET}&state=abc`,
  `/somewhere/unknown?token=${SECRET}`,
  `/api/v2/events?auth_token=${SECRET}`,
];

describe('capability tokens never reach the request log', () => {
  let t: TestApp;
  const log = capturedLog();
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, undefined, { logger: log.logger });
  });
  afterAll(async () => t.close());

  it('writes each request with the secret replaced by the marker, in every line', async () => {
    for (const url of CAPABILITY_URLS) await t.app.inject({ method: 'GET', url });
    const written = log.lines.map((line) => JSON.stringify(line));
    expect(written.length).toBeGreaterThan(CAPABILITY_URLS.length);
    expect(written.filter((line) => line.includes(SECRET))).toEqual([]);
    const urls = log.lines.map((line) => (line.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toContain(`/disclosures/${REDACTED}`);
    expect(urls).toContain(`/esign/${REDACTED}`);
    expect(urls).toContain(`/verification-sim/identity?token=${REDACTED}`);
    expect(urls).toContain(`/accept-invite?invite=${REDACTED}&appId=1000123&contactId=4`);
    expect(urls.some((url) => url?.includes(`sig=${REDACTED}`) && url.includes('expires=1900000000'))).toBe(
      true,
    );
  });

  it('keeps the rest of the URL, and redacts S3 presigned signatures too', () => {
    expect(redactCapabilities('/api/v2/application/1000123/loan?view=full')).toBe(
      '/api/v2/application/1000123/loan?view=full',
    );
    expect(redactCapabilities('https://s3/b/k?X-Amz-Credential=AK%2F1&X-Amz-Signature=abc&x=1')).toBe(
      `https://s3/b/k?X-Amz-Credential=${REDACTED}&X-Amz-Signature=${REDACTED}&x=1`,
    );
  });
});
