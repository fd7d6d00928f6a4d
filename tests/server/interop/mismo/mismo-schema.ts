/**
 * Validates an export against the XSD of the subset emitted (src/server/interop/mismo/mismo-subset.xsd) with
 * libxml2 compiled to WebAssembly (libxml2-wasm): the same validator as xmllint, with no native build and no system
 * package to install.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { XmlDocument, XsdValidator } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';

const SUBSET = fileURLToPath(
  new URL('../../../../src/server/interop/mismo/mismo-subset.xsd', import.meta.url),
);

let validator: XsdValidator | undefined;

/** A validator for an XSD file (its imports read from beside it); the subset's by default. */
export function xsdValidator(file = SUBSET): XsdValidator {
  xmlRegisterFsInputProviders();
  return XsdValidator.fromDoc(XmlDocument.fromString(readFileSync(file, 'utf8'), { url: file }));
}

/** The schema's complaints about `xml`, each with its line; none when it is valid. */
export function schemaProblems(xml: string, schema?: XsdValidator): string[] {
  validator ??= xsdValidator();
  const checker = schema ?? validator;
  const document = XmlDocument.fromString(xml);
  try {
    checker.validate(document);
    return [];
  } catch (error) {
    const details = (error as { details?: { line: number; message: string }[] }).details;
    if (!details) throw error;
    return details.map((detail) => `line ${detail.line}: ${detail.message.trim()}`);
  } finally {
    document.dispose();
  }
}
