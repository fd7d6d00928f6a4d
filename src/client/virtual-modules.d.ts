/** The names of the step screens (`schemas/steps/<name>.json`), listed at build time (scripts/vite-messages.ts). */
declare module 'virtual:step-screens' {
  const screens: readonly string[];
  export default screens;
}
