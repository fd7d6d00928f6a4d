/**
 * Where uploaded documents live: local disk with upload URLs this API signs (embedded default), or S3 (any
 * S3-compatible store) with URLs presigned by the AWS SDK. The browser PUTs the bytes straight to the URL; the
 * API reads them back to check them before a document is accepted.
 */
export interface PresignedUpload {
  /** Where the browser PUTs the file, with the signed content type; absolute or rooted at this server. */
  uploadUrl: string;
}

export interface PresignRequest {
  key: string;
  contentType: string;
  /** The most bytes the URL accepts. */
  maxBytes: number;
  ttlSeconds: number;
}

export interface StoredObject {
  bytes: Buffer;
  /** The content type the object was stored with (what the uploader claimed, not proof of anything). */
  contentType: string | undefined;
}

export interface DocumentStorage {
  kind: 'local' | 's3';
  presignPut(request: PresignRequest): Promise<PresignedUpload>;
  /** The object, or null when nothing is stored under the key. Throws ProviderUnavailableError when unreachable. */
  read(key: string): Promise<StoredObject | null>;
  /**
   * The object's size in bytes without reading it, or null when nothing is stored under the key: S3 cannot cap
   * the size of a presigned PUT, so the size is checked before the bytes are read.
   */
  size(key: string): Promise<number | null>;
  /** Stores bytes directly (seed data, tests); the upload path is presignPut. */
  write(key: string, bytes: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
}
