import { describe, expect, it } from 'vitest';
import { sniffFileType } from '../../../src/server/documents/file-type.ts';
import { documentFixture, SAMPLE_DOCUMENTS, SPOOFED_PDF } from '../../support/documents.ts';

describe('file type from the bytes', () => {
  it.each(SAMPLE_DOCUMENTS)('reads $filename as $contentType', ({ filename, contentType }) => {
    expect(sniffFileType(documentFixture(filename))).toBe(contentType);
  });

  it('refuses an HTML page named .pdf', () => {
    expect(sniffFileType(documentFixture(SPOOFED_PDF))).toBeNull();
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['a partial PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['a partial PDF marker', Buffer.from('%PDF')],
    ['two JPEG bytes', Buffer.from([0xff, 0xd8])],
    ['a GIF', Buffer.from('GIF89a')],
    ['a PDF marker after a space', Buffer.from(' %PDF-1.4')],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffFileType(bytes)).toBeNull();
  });

  it('reads a slice of a larger buffer from its own start', () => {
    const bytes = Buffer.concat([Buffer.from('junk'), documentFixture('sample-document.png')]);
    expect(sniffFileType(bytes.subarray(4))).toBe('image/png');
  });
});
