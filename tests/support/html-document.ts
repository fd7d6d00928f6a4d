interface JsdomModule {
  JSDOM: new (
    html: string,
    options?: { runScripts?: 'dangerously' },
  ) => { window: Window & typeof globalThis };
}

// jsdom ships no types of its own; through a variable the import is typed here instead.
const JSDOM_MODULE = 'jsdom';

/**
 * A page the server rendered, parsed as a browser parses it, for tests that run in Node (a test of the API cannot
 * run in Vitest's jsdom environment, where the database driver sees jsdom's typed arrays). With `runScripts` the
 * page's own inline scripts run, as they would in a browser (jsdom does not apply the Content Security Policy).
 */
export async function htmlWindow(html: string, options: { runScripts?: boolean } = {}) {
  const { JSDOM } = (await import(JSDOM_MODULE)) as JsdomModule;
  return new JSDOM(html, options.runScripts ? { runScripts: 'dangerously' } : {}).window;
}
