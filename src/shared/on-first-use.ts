/**
 * A value built the first time it is asked for. Intl formatters cost tens of milliseconds each to build on a phone
 * (the locale's data is loaded then), so a module that builds them as it loads holds up the first screen for
 * formats it may never show.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}
