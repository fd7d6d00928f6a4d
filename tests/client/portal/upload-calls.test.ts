import axios from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventStreamUrl, uploadConditionDocument } from '../../../src/client/api/portal-api.ts';

const file = new File(['%PDF-1.4'], 'pay stub.pdf', { type: 'application/pdf' });
const upload = {
  loanId: '12',
  conditionId: '7',
  conditionName: 'Proof of income',
  loanNumber: 'HL2026000012',
  file,
};

function fakeHttp(presign: unknown) {
  return {
    post: vi.fn(async (url: string, _body?: unknown, _config?: unknown) =>
      url.endsWith('/upload-url') ? { data: presign } : { status: 201, data: {} },
    ),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('a document upload to a condition (spec 4.10, 7.5)', () => {
  it('presigns with filename, type, ttlSeconds=600 and size, PUTs the file with its type, then satisfies', async () => {
    const http = fakeHttp({
      uploadUrl: '/api/v2/uploads/loans/12/x?sig=1',
      key: 'loans/12/conditions/7/x-pay-stub.pdf',
    });
    const put = vi.spyOn(axios, 'put').mockResolvedValue({ status: 204, statusText: 'No Content' });
    await uploadConditionDocument(http as never, upload);
    expect(http.post.mock.calls[0]?.[0]).toBe('/v2/portal/12/conditions/7/upload-url');
    expect(http.post.mock.calls[0]?.[2]).toMatchObject({
      params: { filename: 'pay stub.pdf', contentType: 'application/pdf', ttlSeconds: 600, size: file.size },
    });
    expect(put).toHaveBeenCalledWith(
      '/api/v2/uploads/loans/12/x?sig=1',
      file,
      expect.objectContaining({ headers: { 'Content-Type': 'application/pdf' } }),
    );
    expect(http.post.mock.calls[1]).toEqual([
      '/v2/portal/12/conditions/7/satisfy',
      { loanNumber: 'HL2026000012', s3Key: 'loans/12/conditions/7/x-pay-stub.pdf' },
    ]);
  });

  it("fails with 'Presign failed: missing uploadUrl or key' when either is missing, before any PUT", async () => {
    const put = vi.spyOn(axios, 'put');
    await expect(uploadConditionDocument(fakeHttp({ uploadUrl: '/u' }) as never, upload)).rejects.toThrow(
      'Presign failed: missing uploadUrl or key',
    );
    await expect(uploadConditionDocument(fakeHttp({ key: 'k' }) as never, upload)).rejects.toThrow(
      'Presign failed: missing uploadUrl or key',
    );
    expect(put).not.toHaveBeenCalled();
  });

  it("a refused PUT: '{condition} upload failed (storage PUT): {status} {text}', and no satisfy", async () => {
    const http = fakeHttp({ uploadUrl: '/u', key: 'k' });
    vi.spyOn(axios, 'put').mockResolvedValue({ status: 403, statusText: 'Forbidden' });
    await expect(uploadConditionDocument(http as never, upload)).rejects.toThrow(
      'Proof of income upload failed (storage PUT): 403 Forbidden',
    );
    expect(http.post).toHaveBeenCalledTimes(1);
  });

  it("carries the server's message (a spoofed type refused at satisfy)", async () => {
    const http = {
      post: vi.fn(async (url: string) => {
        if (url.endsWith('/upload-url')) return { data: { uploadUrl: '/u', key: 'k' } };
        throw {
          isAxiosError: true,
          response: { status: 400, data: { message: 'Invalid file type. Only PDF, PNG, JPEG allowed.' } },
        };
      }),
    };
    vi.spyOn(axios, 'put').mockResolvedValue({ status: 200, statusText: 'OK' });
    await expect(uploadConditionDocument(http as never, upload)).rejects.toThrow(
      'Invalid file type. Only PDF, PNG, JPEG allowed.',
    );
  });
});

describe('the event stream address (spec 7.8)', () => {
  it('carries the token as auth_token under the API base', () => {
    expect(eventStreamUrl('/api/', 'a.b+c/d')).toBe('/api/v2/events?auth_token=a.b%2Bc%2Fd');
  });
});
