import type { Plugin } from 'vite';

const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with `//# allFunctionsCalledOnLoad` has every
 * function compiled eagerly, on a background thread while the file streams in, instead of lazily on the main
 * thread the first time each is called. On a first visit (no code cache yet) that lazy compilation was much of
 * what kept the main thread busy between the first paint and the page being usable.
 * Added after minification (which drops comments); the source map gains the one line.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      if (process.env.COMPILE_HINTS === 'off') return;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        file.code = HINT + file.code;
        if (file.map) file.map.mappings = `;${file.map.mappings}`;
      }
    },
  };
}
