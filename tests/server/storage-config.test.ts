import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';

const s3 = {
  STORAGE_PROVIDER: 's3',
  S3_BUCKET: 'lending-documents',
  S3_REGION: 'us-east-1',
};

describe('document storage configuration', () => {
  it('is local disk by default, signed with a generated secret', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('takes UPLOAD_SIGNING_SECRET of at least 32 characters', () => {
    const secret = 'a-configured-upload-signing-secret-000';
    expect(loadConfig({ UPLOAD_SIGNING_SECRET: secret }).storage).toEqual({
      kind: 'local',
      uploadSigningSecret: secret,
    });
    expect(() => loadConfig({ UPLOAD_SIGNING_SECRET: 'short' })).toThrow(/UPLOAD_SIGNING_SECRET/);
  });

  it('reads S3 settings, with an S3-compatible endpoint, path style and keys', () => {
    expect(
      loadConfig({
        ...s3,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: 'id',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'lending-documents',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(loadConfig(s3).storage).toEqual({ ...s3Storage(), forcePathStyle: false });
  });

  it.each([
    [{ STORAGE_PROVIDER: 'disk' }, 'STORAGE_PROVIDER'],
    [{ ...s3, S3_BUCKET: '' }, 'S3_BUCKET'],
    [{ ...s3, S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET'],
    [{ ...s3, S3_REGION: '' }, 'S3_REGION'],
    [{ ...s3, S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE'],
    [{ ...s3, AWS_ACCESS_KEY_ID: 'id' }, 'AWS_SECRET_ACCESS_KEY'],
    [{ ...s3, AWS_SECRET_ACCESS_KEY: 'secret' }, 'AWS_ACCESS_KEY_ID'],
  ])('stops start-up naming the variable: %j', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid configuration: ${variable}`));
  });
});

function s3Storage() {
  return { kind: 's3', bucket: 'lending-documents', region: 'us-east-1' };
}
