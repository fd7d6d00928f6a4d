import { describe, expect, it } from 'vitest';
import {
  createEntry,
  dropzoneRefusal,
  refusalOf,
  submitUploads,
  type UploadAction,
  type UploadEntry,
  uploadReducer,
} from '../../../src/client/portal/upload/upload-files.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_TEXTS } from '../../../src/shared/uploads.ts';

const file = (name: string, type: string, size = 1000) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};
const noPreview = () => null;

/** Runs Submit against a fake upload, applying every action as the panel does; returns the outcome and files. */
async function submit(entries: UploadEntry[], upload: (file: File) => Promise<void>) {
  let state = entries;
  const seen: string[] = [];
  const outcome = await submitUploads(entries, upload, (action: UploadAction) => {
    state = uploadReducer(state, action);
    seen.push(
      `${action.type}${'id' in action ? `:${state.find((e) => e.id === action.id)?.file.name}` : ''}`,
    );
  });
  return { outcome, state, seen };
}

describe('the files of the upload panel (spec 4.10, 5)', () => {
  it('adds a file of another type straight as an error with the exact message', () => {
    const entry = createEntry(
      file('notes.txt', 'text/plain'),
      refusalOf(file('notes.txt', 'text/plain')),
      noPreview,
    );
    expect(entry).toMatchObject({
      status: 'error',
      error: 'Invalid file type. Only PDF, PNG, JPEG allowed.',
      invalid: true,
    });
  });

  it('adds a file over the limit straight as an error with the exact message', () => {
    const big = file('scan.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1);
    expect(refusalOf(big)).toBe('File size exceeds 10MB.');
    expect(refusalOf(file('scan.pdf', 'application/pdf', MAX_UPLOAD_BYTES))).toBeNull();
  });

  it("words react-dropzone's refusals as the spec does, and keeps its own words for the rest", () => {
    expect(dropzoneRefusal([{ code: 'file-invalid-type', message: 'File type must be …' }])).toBe(
      UPLOAD_TEXTS.invalidType,
    );
    expect(dropzoneRefusal([{ code: 'file-too-large', message: 'File is larger than 10485760 bytes' }])).toBe(
      UPLOAD_TEXTS.tooLarge,
    );
    expect(dropzoneRefusal([{ code: 'too-many-files', message: 'Too many files' }])).toBe('Too many files');
  });

  it('previews images only, and never a refused one', () => {
    const preview = () => 'blob:preview';
    expect(createEntry(file('w2.png', 'image/png'), null, preview).previewUrl).toBe('blob:preview');
    expect(createEntry(file('stub.pdf', 'application/pdf'), null, preview).previewUrl).toBeNull();
    expect(createEntry(file('huge.png', 'image/png'), UPLOAD_TEXTS.tooLarge, preview).previewUrl).toBeNull();
  });

  it('goes idle → uploading → success for each file, in turn', async () => {
    const entries = [
      createEntry(file('a.pdf', 'application/pdf'), null, noPreview),
      createEntry(file('b.png', 'image/png'), null, noPreview),
    ];
    expect(entries.map((entry) => entry.status)).toEqual(['idle', 'idle']);
    const { outcome, state, seen } = await submit(entries, async () => undefined);
    expect(outcome).toEqual({ kind: 'all-succeeded' });
    expect(seen).toEqual(['uploading:a.pdf', 'succeeded:a.pdf', 'uploading:b.png', 'succeeded:b.png']);
    expect(state.map((entry) => [entry.status, entry.error])).toEqual([
      ['success', null],
      ['success', null],
    ]);
  });

  it("with no valid file: 'Please upload at least one valid file.' and nothing sent", async () => {
    let calls = 0;
    const refused = createEntry(file('notes.txt', 'text/plain'), UPLOAD_TEXTS.invalidType, noPreview);
    const { outcome } = await submit([refused], async () => {
      calls += 1;
    });
    expect(outcome).toEqual({ kind: 'no-valid-file', message: 'Please upload at least one valid file.' });
    expect(calls).toBe(0);
    expect((await submit([], async () => undefined)).outcome.kind).toBe('no-valid-file');
  });

  it("a failure: 'Upload failed. Please try again.', the file shows the failure's message, the others still go", async () => {
    const entries = [
      createEntry(file('a.pdf', 'application/pdf'), null, noPreview),
      createEntry(file('b.pdf', 'application/pdf'), null, noPreview),
      createEntry(file('c.txt', 'text/plain'), UPLOAD_TEXTS.invalidType, noPreview),
    ];
    const { outcome, state } = await submit(entries, async (sent) => {
      if (sent.name === 'a.pdf') throw new Error('Presign failed: missing uploadUrl or key');
    });
    expect(outcome).toEqual({ kind: 'some-failed', message: 'Upload failed. Please try again.' });
    expect(state.map((entry) => [entry.status, entry.error])).toEqual([
      ['error', 'Presign failed: missing uploadUrl or key'],
      ['success', null],
      ['error', UPLOAD_TEXTS.invalidType],
    ]);
  });

  it("a failure without a message shows 'Upload error'; the next Submit retries it, not the uploaded ones", async () => {
    const entries = [
      createEntry(file('a.pdf', 'application/pdf'), null, noPreview),
      createEntry(file('b.pdf', 'application/pdf'), null, noPreview),
    ];
    const first = await submit(entries, async (sent) => {
      if (sent.name === 'a.pdf') throw new Error('');
    });
    expect(first.state[0]?.error).toBe('Upload error');
    const sent: string[] = [];
    const second = await submit(first.state, async (again) => {
      sent.push(again.name);
    });
    expect(sent).toEqual(['a.pdf']);
    expect(second.outcome).toEqual({ kind: 'all-succeeded' });
  });

  it('removes a file unless it is uploading', () => {
    const entry = createEntry(file('a.pdf', 'application/pdf'), null, noPreview);
    const uploading = uploadReducer([entry], { type: 'uploading', id: entry.id });
    expect(uploadReducer(uploading, { type: 'remove', id: entry.id })).toHaveLength(1);
    expect(uploadReducer([entry], { type: 'remove', id: entry.id })).toHaveLength(0);
  });
});
