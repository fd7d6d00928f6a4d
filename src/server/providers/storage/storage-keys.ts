/**
 * Storage keys are folders and a file name of letters, digits, dot, dash and underscore, each segment starting
 * with a letter or digit: no `..`, no absolute paths, nothing a file system or an S3 console reads differently.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isSafeStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new Error(`Not a valid storage key: ${JSON.stringify(key)}`);
}
