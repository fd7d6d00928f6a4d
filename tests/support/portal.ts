import type { FastifyInstance } from 'fastify';

export type StorageKind = 'local' | 's3';

/** The rows of a raw query on either backend (node-postgres answers an object with rows, PGlite an array). */
export const rowsOf = <Row>(result: unknown): Row[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];

/**
 * PUTs a file to an upload URL as a browser would: a URL rooted at this server goes through `inject` (the local
 * storage's signed route), an absolute one (S3) over HTTP.
 */
export async function putUpload(
  app: FastifyInstance,
  uploadUrl: string,
  body: Buffer,
  contentType: string,
): Promise<{ status: number; text: string }> {
  if (uploadUrl.startsWith('/')) {
    const response = await app.inject({
      method: 'PUT',
      url: uploadUrl,
      payload: body,
      headers: { 'content-type': contentType },
    });
    return { status: response.statusCode, text: response.body };
  }
  const response = await fetch(uploadUrl, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'content-type': contentType },
  });
  return { status: response.status, text: await response.text() };
}
