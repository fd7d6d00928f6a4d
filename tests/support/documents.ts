import { readFileSync } from 'node:fs';

/** Real files a viewer opens (the e2e uploads the same ones), and an HTML page named like a PDF. */
export const documentFixture = (name: string): Buffer =>
  readFileSync(new URL(`../fixtures/documents/${name}`, import.meta.url));

export const SAMPLE_DOCUMENTS = [
  { filename: 'sample-document.pdf', contentType: 'application/pdf' },
  { filename: 'sample-document.png', contentType: 'image/png' },
  { filename: 'sample-document.jpg', contentType: 'image/jpeg' },
] as const;

export const SPOOFED_PDF = 'not-a-pdf.pdf';
