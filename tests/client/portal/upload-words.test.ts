import { describe, expect, it } from 'vitest';
import { uploadMessage, uploadText } from '../../../src/client/portal/upload/upload-words.ts';
import { UPLOAD_TEXTS } from '../../../src/shared/uploads.ts';

/** A translator that shows which key and values it was asked for. */
const t = (key: string, values?: Record<string, unknown>) =>
  `${key}${values?.size ? `(${values.size})` : ''}`;

describe('the upload messages in the page language', () => {
  it("words each of the spec's texts by its key, with the size limit", () => {
    expect(uploadText(t, 'tooLarge')).toBe('upload.tooLarge(10)');
    expect(uploadMessage(t, UPLOAD_TEXTS.invalidType)).toBe('upload.invalidType(10)');
    expect(uploadMessage(t, UPLOAD_TEXTS.presignMissing, 'es')).toBe('upload.presignMissing(10)');
  });

  it("keeps the server's own words, and reads technical English as 'Upload error' outside English", () => {
    expect(uploadMessage(t, 'El archivo está dañado.', 'es')).toBe('El archivo está dañado.');
    // The server words the spec's texts in the page's language itself.
    const refused = 'Tipo de archivo no válido. Solo se permiten PDF, PNG y JPEG.';
    expect(uploadMessage(t, refused, 'es')).toBe(refused);
    const storage = 'Proof of income upload failed (storage PUT): 403 Forbidden';
    expect(uploadMessage(t, storage, 'en')).toBe(storage);
    expect(uploadMessage(t, storage, 'es')).toBe('upload.perFileFallback(10)');
    expect(uploadMessage(t, 'Network Error', 'es')).toBe('upload.perFileFallback(10)');
  });
});
