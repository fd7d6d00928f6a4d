import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFixture } from '../../support/documents.ts';
import { signedInUser } from '../../support/identity.ts';
import { submittedLoan } from '../../support/loan.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

/** The local storage's signed PUT route: what a URL allows is exactly what it was signed for. */
describe.each(backends)('upload URLs of local storage (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  let loanId: string;
  let conditionId: string;
  const pdf = documentFixture('sample-document.pdf');

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
    await submittedLoan(t.app, owner);
    const card = (
      await t.app.inject({ method: 'GET', url: '/api/v2/portal', headers: { authorization: owner } })
    )
      .json()
      .loans.find((entry: { kind: string }) => entry.kind === 'loan');
    loanId = card.id;
    const summary = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v2/portal/${loanId}/loan`,
        headers: { authorization: owner },
      })
    ).json();
    conditionId = summary.tasks[0].id;
  });
  afterAll(async () => t.close());

  async function presign(contentType = 'application/pdf', extra = '') {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v2/portal/${loanId}/conditions/${conditionId}/upload-url?filename=statement.pdf&contentType=${encodeURIComponent(contentType)}${extra}`,
      headers: { authorization: owner },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { uploadUrl: string; key: string };
  }

  const put = (url: string, body: Buffer, contentType = 'application/pdf') =>
    t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

  it('is rooted at this server, needs no bearer token, and stores exactly the bytes sent', async () => {
    const { uploadUrl, key } = await presign();
    expect(uploadUrl).toMatch(
      /^\/api\/v2\/uploads\/loans\/\d+\/conditions\/\d+\/[0-9a-f]{16}-statement\.pdf\?/,
    );
    const response = await put(uploadUrl, pdf);
    expect(response.statusCode).toBe(204);
    expect(await t.providers.storage.read(key)).toEqual({ bytes: pdf, contentType: 'application/pdf' });
  });

  it('refuses a second upload to the same URL (an accepted document cannot be swapped)', async () => {
    const { uploadUrl, key } = await presign();
    expect((await put(uploadUrl, pdf)).statusCode).toBe(204);
    const again = await put(uploadUrl, documentFixture('not-a-pdf.pdf'));
    expect(again.statusCode).toBe(409);
    expect((await t.providers.storage.read(key))?.bytes).toEqual(pdf);
  });

  it('refuses an expired URL', async () => {
    const { uploadUrl, key } = await presign('application/pdf', '&ttlSeconds=1');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const response = await put(uploadUrl, pdf);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('The upload URL has expired.');
    expect(await t.providers.storage.read(key)).toBeNull();
  });

  it('refuses the URL for another key', async () => {
    const { uploadUrl, key } = await presign();
    const otherKey = key.replace(/statement\.pdf$/, 'other.pdf');
    const response = await put(uploadUrl.replace(key, otherKey), pdf);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/signature/);
    expect(await t.providers.storage.read(otherKey)).toBeNull();
    expect(await t.providers.storage.read(key)).toBeNull();
  });

  it('refuses another Content-Type than the signed one, and a tampered type or limit', async () => {
    const { uploadUrl, key } = await presign();
    const response = await put(uploadUrl, pdf, 'text/html');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/signed for Content-Type application\/pdf/);
    const retyped = await put(
      uploadUrl.replace('type=application%2Fpdf', 'type=text%2Fhtml'),
      pdf,
      'text/html',
    );
    expect(retyped.statusCode).toBe(403);
    const widened = await put(uploadUrl.replace(/max=\d+/, 'max=99999999'), pdf);
    expect(widened.statusCode).toBe(403);
    expect(await t.providers.storage.read(key)).toBeNull();
  });

  it('refuses a body larger than the signed size, keeping nothing', async () => {
    const { uploadUrl, key } = await presign('application/pdf', `&size=${pdf.length}`);
    expect(new URL(uploadUrl, 'http://x').searchParams.get('max')).toBe(String(pdf.length));
    const response = await put(uploadUrl, Buffer.concat([pdf, Buffer.from('x')]));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/larger than this upload URL allows/);
    expect(await t.providers.storage.read(key)).toBeNull();
  });

  it('refuses a body larger than the limit even without a Content-Length (streamed)', async () => {
    const { uploadUrl, key } = await presign('application/pdf', '&size=10');
    const { Readable } = await import('node:stream');
    const response = await t.app.inject({
      method: 'PUT',
      url: uploadUrl,
      payload: Readable.from([pdf.subarray(0, 8), pdf.subarray(8, 40)]),
      headers: { 'content-type': 'application/pdf', 'transfer-encoding': 'chunked' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/larger than this upload URL allows/);
    expect(await t.providers.storage.read(key)).toBeNull();
  });

  it('refuses an unsigned or traversing path', async () => {
    const bare = await put('/api/v2/uploads/loans/1/conditions/1/a.pdf', pdf);
    expect(bare.statusCode).toBe(403);
    const { uploadUrl } = await presign();
    const query = uploadUrl.slice(uploadUrl.indexOf('?'));
    const traversing = await put(`/api/v2/uploads/loans/..%2F..%2F..%2Fescape.pdf${query}`, pdf);
    expect(traversing.statusCode).toBe(403);
  });
});
