/**
 * Document uploads (spec 2.9, 5, 9; DESIGN.md 9). One size limit, enforced by the browser, by the upload URL and
 * by the server, and the same constant writes the texts: the spec's 200 MB enforcement and 10MB wording are
 * reconciled to 10 MB everywhere.
 */
export const MAX_UPLOAD_MEGABYTES = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MEGABYTES * 1024 * 1024;

export const ACCEPTED_UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type AcceptedUploadType = (typeof ACCEPTED_UPLOAD_TYPES)[number];

/** Spec 9: an upload URL lives 600 seconds. */
export const UPLOAD_URL_TTL_SECONDS = 600;

export const UPLOAD_TEXTS = {
  dropZone: 'Drag or drop files here or click to upload',
  acceptedFormats: `Accepted formats: PDF, PNG, JPEG. Max size: ${MAX_UPLOAD_MEGABYTES}MB.`,
  invalidType: 'Invalid file type. Only PDF, PNG, JPEG allowed.',
  tooLarge: `File size exceeds ${MAX_UPLOAD_MEGABYTES}MB.`,
  noValidFile: 'Please upload at least one valid file.',
  uploadFailed: 'Upload failed. Please try again.',
  perFileFallback: 'Upload error',
  presignMissing: 'Presign failed: missing uploadUrl or key',
  itemFailed: 'Error uploading task',
} as const;

export function isAcceptedUploadType(type: string): type is AcceptedUploadType {
  return (ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(type);
}
