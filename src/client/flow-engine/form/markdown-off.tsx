import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx in @rjsf/core (scripts/vite-browser-stand-ins.ts). RJSF imports it for its options that render
 * descriptions and help as markdown, which no step turns on (tests/flows/browser-stand-ins.test.ts), and it would add
 * 31 KB gzip to every step screen. Text shows as written.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
