/**
 * Stands in for fast-uri in @rjsf/utils (scripts/vite-browser-stand-ins.ts), which resolves a schema's `$ref`s
 * against its `$id`s with it. No step schema has either (tests/flows/browser-stand-ins.test.ts); should one, the
 * browser's own URL parser resolves an absolute `$id`, and a fragment is kept against any base.
 */
function resolve(base: string, reference: string): string {
  try {
    return new URL(reference, base).href;
  } catch {
    return reference.startsWith('#') ? `${base.split('#')[0]}${reference}` : reference;
  }
}

function normalize(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

function equal(first: string, second: string): boolean {
  return normalize(first) === normalize(second);
}

export default { resolve, equal };
