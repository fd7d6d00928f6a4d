import { describe, expect, it } from 'vitest';
import { type LastPaths, savedLastPath } from '../../src/shared/saved-last-path.ts';

describe('the saved last path of an application (spec 4.6)', () => {
  const rows: { rule: string; application: LastPaths; keys: string[]; expected: string | null }[] = [
    {
      rule: "the applicant's own key comes first",
      application: { lastPath: '/contact-info', lastPaths: { 'ken@example.com': '/property/info' } },
      keys: ['ken@example.com'],
      expected: '/property/info',
    },
    {
      rule: "else the application's latest",
      application: { lastPath: '/contact-info', lastPaths: { 'auth|1': '/property/info' } },
      keys: ['ken@example.com'],
      expected: '/contact-info',
    },
    {
      rule: 'else the first stored',
      application: { lastPath: null, lastPaths: { 'auth|1': '/property/info', 'auth|2': '/credit-score' } },
      keys: [],
      expected: '/property/info',
    },
    {
      rule: 'the root a new application starts with is no step',
      application: { lastPath: '/', lastPaths: { 'auth|1': '/' } },
      keys: ['auth|1'],
      expected: null,
    },
    { rule: 'nothing saved', application: { lastPath: null, lastPaths: {} }, keys: [], expected: null },
  ];
  it.each(rows)('$rule', ({ application, keys, expected }) => {
    expect(savedLastPath(application, keys)).toBe(expected);
  });
});
