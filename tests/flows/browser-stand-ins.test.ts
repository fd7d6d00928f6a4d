// The browser build gives RJSF small stand-ins for two libraries (scripts/vite-browser-stand-ins.ts), so no step
// may need what they leave out: markdown in a description or help (the borrower would read its asterisks and
// brackets), or a `$ref` or `$id` in a step's schema.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/flow-sources.ts';
import { RJSF_PARTS_NOT_OFFERED } from '../../scripts/vite-browser-stand-ins.ts';
import uriResolver from '../../src/client/flow-engine/form/uri-resolver.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

const relative = (file: string) => path.relative(ROOT, file);

describe('what the browser stand-ins leave out', () => {
  it('markdown is asked for by no schema, flow or client file', () => {
    const files = ['schemas', 'flows', 'src/client'].flatMap((dir) => filesUnder(path.join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(50);
    const asking = files.filter((file) =>
      /enableMarkdownIn(Description|Help)/.test(readFileSync(file, 'utf8')),
    );
    expect(asking.map(relative)).toEqual([]);
  });

  it('no step schema allows additional properties (the step form has no key editor for them)', () => {
    const steps = filesUnder(path.join(ROOT, 'schemas/steps'));
    const allowing = steps.filter((file) =>
      /"additionalProperties":\s*(true|\{)/.test(readFileSync(file, 'utf8')),
    );
    expect(allowing.map(relative)).toEqual([]);
  });

  it('no step schema has a $ref or an $id', () => {
    const steps = filesUnder(path.join(ROOT, 'schemas/steps'));
    expect(steps.length).toBeGreaterThan(50);
    const referring = steps.filter((file) => /"\$(ref|id)"/.test(readFileSync(file, 'utf8')));
    expect(referring.map(relative)).toEqual([]);
  });
});

/** Every `format`, `ui:widget` and `ui:field` named anywhere in a step file. */
function namesUsed(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) namesUsed(item, found);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'format' || key === 'ui:widget' || key === 'ui:field') && typeof inner === 'string')
        found.add(inner);
      namesUsed(inner, found);
    }
  return found;
}

describe('the RJSF parts the browser build leaves out', () => {
  it('no step names one, by its name or by a format or widget name that picks it', () => {
    const steps = filesUnder(path.join(ROOT, 'schemas/steps'));
    // RJSF picks FileWidget for `data-url`, `file` and `files`; each other part by its name, or by its name without
    // the suffix, in lower case, with or without hyphens (`alt-date`, `updown`).
    const picking = new Set(['data-url', 'file', 'files']);
    for (const name of [...RJSF_PARTS_NOT_OFFERED.fields, ...RJSF_PARTS_NOT_OFFERED.widgets]) {
      const short = name
        .replace(/(Widget|Field)$/, '')
        .replace(/([a-z])([A-Z])/g, '$1-$2')
        .toLowerCase();
      for (const form of [name, short, short.replace(/-/g, '')]) picking.add(form);
    }
    expect(picking).toContain('alt-date');
    expect(picking).toContain('updown');
    const naming = steps.flatMap((file) =>
      [...namesUsed(JSON.parse(readFileSync(file, 'utf8')))]
        .filter((name) => picking.has(name))
        .map((name) => `${relative(file)}: ${name}`),
    );
    expect(naming).toEqual([]);
  });
});

describe('the URI stand-in', () => {
  it('resolves a reference against an absolute $id as fast-uri does', () => {
    expect(uriResolver.resolve('https://example.com/schemas/a.json', 'b.json#/x')).toBe(
      'https://example.com/schemas/b.json#/x',
    );
    expect(uriResolver.resolve('https://example.com/a.json', '#/definitions/c')).toBe(
      'https://example.com/a.json#/definitions/c',
    );
  });

  it('keeps a fragment against a relative base and compares equal ids', () => {
    expect(uriResolver.resolve('a.json', '#/definitions/c')).toBe('a.json#/definitions/c');
    expect(uriResolver.equal('https://example.com/a.json', 'https://example.com/a.json')).toBe(true);
    expect(uriResolver.equal('HTTPS://example.com/a.json', 'https://example.com/a.json')).toBe(true);
    expect(uriResolver.equal('https://example.com/a.json', 'https://example.com/b.json')).toBe(false);
    expect(uriResolver.equal('https://example.com/a.json#x', 'https://example.com/a.json#y')).toBe(false);
  });
});
