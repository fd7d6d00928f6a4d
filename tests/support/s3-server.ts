import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

// The SDK warns once per process that its 2027 releases will need Node 22; the pinned version supports Node 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const S3_TEST_BUCKET = 'lending-documents';

/**
 * A real S3-compatible HTTP server (s3rver) on a free loopback port with an empty bucket, and the environment
 * that points the API's STORAGE_PROVIDER=s3 at it. s3rver checks a presigned URL's expiry but not its
 * signature, so what a signature refuses (another key or content type) is tested on local storage only.
 */
export async function startS3Server() {
  const directory = mkdtempSync(path.join(tmpdir(), 'lending-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: S3_TEST_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
