import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../src/server/db/unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    [
      'an administrator shutdown (57P01)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      "the driver's error wrapped by Drizzle",
      new DrizzleQueryError('select 1', [], withCode('the database system is in recovery mode', '57P03')),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('duplicate key value', '23505')],
    ['a syntax error (42601)', withCode('syntax error at or near', '42601')],
    ['a plain error', new Error('Failed query: update "loans"')],
    ['something not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
