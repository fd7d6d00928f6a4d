/**
 * The upload panel's files (spec 3 'local uploaded file record', 4.10, 5): each goes idle → uploading → success or
 * error; a file the panel cannot take (type, size) is added straight as an error with the spec's message.
 */
import { isAcceptedUploadType, MAX_UPLOAD_BYTES, UPLOAD_TEXTS } from '../../../shared/uploads.ts';

export type UploadStatus = 'idle' | 'uploading' | 'success' | 'error';

export interface UploadEntry {
  id: string;
  file: File;
  status: UploadStatus;
  error: string | null;
  /** An object URL of an image, for its preview; revoked when the entry goes. */
  previewUrl: string | null;
  /** Refused before any upload (type or size): never sent. */
  invalid: boolean;
}

/** The spec's message for a file the browser refuses, or null when it may be sent. */
export function refusalOf(file: Pick<File, 'type' | 'size'>): string | null {
  if (!isAcceptedUploadType(file.type)) return UPLOAD_TEXTS.invalidType;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TEXTS.tooLarge;
  return null;
}

/** react-dropzone's refusal codes, in the spec's words; anything else keeps the drop zone's own message. */
export function dropzoneRefusal(errors: readonly { code: string; message: string }[]): string {
  const codes = errors.map((error) => error.code);
  if (codes.includes('file-invalid-type')) return UPLOAD_TEXTS.invalidType;
  if (codes.includes('file-too-large')) return UPLOAD_TEXTS.tooLarge;
  return errors[0]?.message ?? UPLOAD_TEXTS.perFileFallback;
}

let nextId = 0;

export function createEntry(
  file: File,
  refusal: string | null,
  makePreview: (file: File) => string | null,
): UploadEntry {
  nextId += 1;
  return {
    id: `upload-${nextId}`,
    file,
    status: refusal ? 'error' : 'idle',
    error: refusal,
    previewUrl: !refusal && file.type.startsWith('image/') ? makePreview(file) : null,
    invalid: refusal !== null,
  };
}

export type UploadAction =
  | { type: 'add'; entries: UploadEntry[] }
  | { type: 'remove'; id: string }
  | { type: 'uploading'; id: string }
  | { type: 'succeeded'; id: string }
  | { type: 'failed'; id: string; message: string };

export function uploadReducer(entries: UploadEntry[], action: UploadAction): UploadEntry[] {
  const update = (id: string, change: Partial<UploadEntry>) =>
    entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));
  switch (action.type) {
    case 'add':
      return [...entries, ...action.entries];
    case 'remove':
      // A file being sent stays until it is answered.
      return entries.filter((entry) => entry.id !== action.id || entry.status === 'uploading');
    case 'uploading':
      return update(action.id, { status: 'uploading', error: null });
    case 'succeeded':
      return update(action.id, { status: 'success', error: null });
    case 'failed':
      return update(action.id, { status: 'error', error: action.message });
  }
}

/** Files Submit sends: the valid ones not uploaded yet, including those whose upload failed before. */
export function sendable(entries: readonly UploadEntry[]): UploadEntry[] {
  return entries.filter((entry) => !entry.invalid && (entry.status === 'idle' || entry.status === 'error'));
}

export type SubmitOutcome =
  | { kind: 'no-valid-file'; message: string }
  | { kind: 'all-succeeded' }
  | { kind: 'some-failed'; message: string };

/** The per-file error: the failure's message, else 'Upload error' (spec 5). */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : UPLOAD_TEXTS.perFileFallback;
}

/**
 * Submit (spec 4.10): each file in turn is uploaded. With no valid file, 'Please upload at least one valid
 * file.'; with any failure, 'Upload failed. Please try again.'.
 */
export async function submitUploads(
  entries: readonly UploadEntry[],
  upload: (file: File) => Promise<void>,
  dispatch: (action: UploadAction) => void,
): Promise<SubmitOutcome> {
  const files = sendable(entries);
  const alreadySent = entries.some((entry) => entry.status === 'success');
  if (files.length === 0 && !alreadySent) return { kind: 'no-valid-file', message: UPLOAD_TEXTS.noValidFile };
  let failed = false;
  for (const entry of files) {
    dispatch({ type: 'uploading', id: entry.id });
    try {
      await upload(entry.file);
      dispatch({ type: 'succeeded', id: entry.id });
    } catch (error) {
      failed = true;
      dispatch({ type: 'failed', id: entry.id, message: failureMessage(error) });
    }
  }
  return failed ? { kind: 'some-failed', message: UPLOAD_TEXTS.uploadFailed } : { kind: 'all-succeeded' };
}
