import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StorageConfig } from '../../config.ts';
import { DEFAULT_PROVIDER_TIMEOUT_MS } from '../http-json.ts';
import { ProviderUnavailableError } from '../provider-errors.ts';
import type { DocumentStorage } from './document-storage.ts';
import { assertSafeStorageKey } from './storage-keys.ts';

const PROVIDER = 'Document storage (S3)';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Any failure other than "no such object" means the store could not be used: the caller may try again. */
function unavailable(error: unknown): never {
  throw new ProviderUnavailableError(PROVIDER, failureOf(error));
}

/** What went wrong, for the log line: a time-out, the store's HTTP status, or the network error. */
function failureOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/requestTimeout|connectionTimeout|timed? ?out/i.test(message)) return `timed out (${message})`;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (typeof status === 'number') return `answered HTTP ${status} (${(error as Error).name})`;
  return message;
}

/**
 * Documents in an S3 bucket (AWS or any S3-compatible store). Upload URLs are presigned by the AWS SDK with the
 * Content-Type among the signed headers, so the store refuses a PUT with another type or key, or after expiry.
 * A presigned PUT cannot cap the body size; the API checks the size before it accepts the document.
 */
/**
 * `timeoutMs` bounds one call to the store: two attempts (the SDK retries a 5xx or a dropped connection once),
 * each cut off after half of it when the store accepts no connection or sends nothing, so a hanging store
 * becomes ProviderUnavailableError well inside the SPA's 30-second API timeout.
 */
export function createS3DocumentStorage(
  config: S3StorageConfig,
  timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS,
): DocumentStorage {
  const attemptMs = Math.max(50, Math.floor(timeoutMs / 2));
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Otherwise the SDK presigns a checksum of an empty body, which a real upload never matches.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: attemptMs, requestTimeout: attemptMs, throwOnRequestTimeout: true },
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',
    async presignPut({ key, contentType, ttlSeconds }) {
      assertSafeStorageKey(key);
      const uploadUrl = await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket, Key: key, ContentType: contentType }),
        { expiresIn: ttlSeconds, signableHeaders: new Set(['content-type']) },
      );
      return { uploadUrl };
    },

    async read(key) {
      assertSafeStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          bytes: Buffer.from(await object.Body.transformToByteArray()),
          contentType: object.ContentType,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        return unavailable(error);
      }
    },

    async size(key) {
      assertSafeStorageKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        return unavailable(error);
      }
    },

    async write(key, bytes, contentType) {
      assertSafeStorageKey(key);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
      } catch (error) {
        unavailable(error);
      }
    },

    async remove(key) {
      assertSafeStorageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) unavailable(error);
      }
    },
  };
}
