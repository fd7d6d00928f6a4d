import { describe, expect, it } from 'vitest';
import {
  isUsStateCode,
  stateName,
  timeZoneOf,
  US_STATES,
  type UsStateCode,
  zipInState,
} from '../../src/shared/us-states.ts';

/** A ZIP code of each state's capital (DC's: the Capitol's). */
const CAPITAL_ZIPS: Record<UsStateCode, string> = {
  AL: '36104',
  AK: '99801',
  AZ: '85007',
  AR: '72201',
  CA: '95814',
  CO: '80203',
  CT: '06106',
  DE: '19901',
  DC: '20004',
  FL: '32399',
  GA: '30334',
  HI: '96813',
  ID: '83720',
  IL: '62706',
  IN: '46204',
  IA: '50319',
  KS: '66612',
  KY: '40601',
  LA: '70802',
  ME: '04333',
  MD: '21401',
  MA: '02133',
  MI: '48933',
  MN: '55155',
  MS: '39201',
  MO: '65101',
  MT: '59620',
  NE: '68509',
  NV: '89701',
  NH: '03301',
  NJ: '08608',
  NM: '87501',
  NY: '12224',
  NC: '27601',
  ND: '58505',
  OH: '43215',
  OK: '73105',
  OR: '97301',
  PA: '17120',
  RI: '02903',
  SC: '29201',
  SD: '57501',
  TN: '37243',
  TX: '78701',
  UT: '84114',
  VT: '05633',
  VA: '23219',
  WA: '98504',
  WV: '25305',
  WI: '53702',
  WY: '82002',
};

const CODES = Object.keys(US_STATES) as UsStateCode[];

describe('the states and their ZIP codes', () => {
  it('lists the 50 states and DC, each with a name, ZIP prefixes and a time zone Intl knows', () => {
    expect(CODES).toHaveLength(51);
    expect(CODES).toContain('DC');
    for (const code of CODES) {
      const state = US_STATES[code];
      expect(state.name, code).toMatch(/^[A-Z]/);
      expect(state.zip.length, code).toBeGreaterThan(0);
      for (const [first, last] of state.zip) expect(first, code).toBeLessThanOrEqual(last);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: state.timeZone }), code).not.toThrow();
    }
    expect(stateName('OR')).toBe('Oregon');
    expect(stateName('DC')).toBe('District of Columbia');
    expect(isUsStateCode('PR')).toBe(false);
  });

  it('gives every three-digit prefix to at most one state', () => {
    const owner = new Map<number, string>();
    for (const code of CODES) {
      for (const [first, last] of US_STATES[code].zip) {
        for (let prefix = first; prefix <= last; prefix += 1) {
          expect(owner.get(prefix), `prefix ${prefix} of ${code}`).toBeUndefined();
          owner.set(prefix, code);
        }
      }
    }
  });

  it.each(CODES)('accepts a ZIP code of %s there and refuses it in every other state', (code) => {
    const zip = CAPITAL_ZIPS[code];
    expect(zipInState(zip, code)).toBe(true);
    expect(zipInState(`${zip}-1234`, code)).toBe(true);
    for (const other of CODES.filter((candidate) => candidate !== code))
      expect(zipInState(zip, other), `${zip} in ${other}`).toBe(false);
  });

  it.each([
    ['97201', 'OR', true], // Portland
    ['97035', 'OR', true], // Lake Oswego
    ['98660', 'WA', true], // Vancouver, across the river from Portland
    ['10001', 'NY', true],
    ['07302', 'NJ', true], // Jersey City
    ['20101', 'VA', true], // Dulles, in DC's neighbourhood of prefixes
    ['20500', 'DC', true], // the White House
    ['73301', 'TX', true], // Austin's IRS prefix, amid Oklahoma's
    ['88510', 'TX', true], // El Paso
    ['05501', 'MA', true], // Andover, amid Vermont's
    ['00501', 'NY', true], // Holtsville
    ['06390', 'NY', true], // Fishers Island, served from Connecticut
    ['97635', 'CA', true], // New Pine Creek, across the Oregon line
    ['00000', 'OR', false],
    ['97201', 'CA', false],
    ['98660', 'OR', false],
    ['90210', 'OR', false],
    ['07302', 'NY', false],
    ['73301', 'OK', false],
    ['34001', 'FL', false], // military (AA)
    ['09001', 'NY', false], // military (AE)
    ['96201', 'CA', false], // military (AP)
    ['00901', 'FL', false], // Puerto Rico
    ['96910', 'HI', false], // Guam
    ['9720', 'OR', false],
    ['97201-12', 'OR', false],
  ] as const)('ZIP code %s in %s: %s', (zip, state, expected) => {
    expect(zipInState(zip, state)).toBe(expected);
  });

  it('refuses 00000 in every state', () => {
    for (const code of CODES) expect(zipInState('00000', code), code).toBe(false);
  });
});

describe('the time zone of a property', () => {
  it.each([
    ['OR', '97201', 'America/Los_Angeles'], // Portland
    ['NY', '10001', 'America/New_York'],
    ['OH', '43215', 'America/New_York'],
    ['IL', '60601', 'America/Chicago'],
    ['CO', '80202', 'America/Denver'],
    ['AZ', '85001', 'America/Phoenix'],
    ['AK', '99501', 'America/Anchorage'],
    ['HI', '96813', 'Pacific/Honolulu'],
    ['MI', '48226', 'America/Detroit'],
    ['IN', '46204', 'America/Indiana/Indianapolis'],
    ['IN', '46320', 'America/Chicago'], // Hammond, by Chicago
    ['IN', '47708', 'America/Chicago'], // Evansville
    ['TX', '78701', 'America/Chicago'],
    ['TX', '79901', 'America/Denver'], // El Paso
    ['FL', '33101', 'America/New_York'],
    ['FL', '32501', 'America/Chicago'], // Pensacola
    ['KY', '40202', 'America/New_York'], // Louisville
    ['KY', '42101', 'America/Chicago'], // Bowling Green
    ['TN', '37203', 'America/Chicago'], // Nashville
    ['TN', '37902', 'America/New_York'], // Knoxville
    ['TN', '37402', 'America/New_York'], // Chattanooga
    ['ID', '83702', 'America/Boise'],
    ['ID', '83814', 'America/Los_Angeles'], // Coeur d'Alene
    ['SD', '57501', 'America/Chicago'], // Pierre
    ['SD', '57701', 'America/Denver'], // Rapid City
  ] as const)('%s %s is on %s', (state, zip, zone) => {
    expect(timeZoneOf(state, zip)).toBe(zone);
  });

  it('is the state’s own zone without a ZIP code or with a malformed one', () => {
    expect(timeZoneOf('TX')).toBe('America/Chicago');
    expect(timeZoneOf('TX', '799')).toBe('America/Chicago');
    for (const code of CODES) expect(timeZoneOf(code)).toBe(US_STATES[code].timeZone);
  });
});
