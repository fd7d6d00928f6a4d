import { describe, expect, it } from 'vitest';
import { mismatchedZips } from '../../src/shared/zip-state-check.ts';

const portland = { street: '1120 SW 5th Avenue', city: 'Portland', state: 'OR', zip: '97204' };

describe('ZIP codes against their address’s state', () => {
  it('finds each address whose ZIP code is not in its state, at its path, in plain words', () => {
    const answers = {
      property: { address: { ...portland, zip: '00000' } },
      applicant: {
        residence: {
          current: { address: portland },
          former: [{ address: { ...portland, state: 'WA' } }, { address: portland }],
        },
      },
    };
    expect(mismatchedZips(answers)).toEqual([
      { path: ['property', 'address', 'zip'] },
      {
        path: ['applicant', 'residence', 'former', '0', 'address', 'zip'],
      },
    ]);
  });

  it('leaves a malformed ZIP code, an unknown state or a half address to the schema', () => {
    expect(mismatchedZips({ address: { ...portland, zip: '9720' } })).toEqual([]);
    expect(mismatchedZips({ address: { ...portland, state: 'PR' } })).toEqual([]);
    expect(mismatchedZips({ address: { zip: '00000' } })).toEqual([]);
    expect(mismatchedZips({ address: { state: 'OR' } })).toEqual([]);
    expect(mismatchedZips({ address: portland })).toEqual([]);
    expect(mismatchedZips({ address: { ...portland, zip: '97204-1234' } })).toEqual([]);
  });
});
