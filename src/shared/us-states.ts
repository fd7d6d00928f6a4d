/**
 * The states and DC an address may name (USPS codes, the answers of an address's state): the name a borrower
 * reads, the ZIP codes of the state and its time zone.
 *
 * ZIP codes: the first three digits of a ZIP code name the USPS sectional center facility that serves it, and
 * each facility serves one state, so a state is a few ranges of three-digit prefixes (USPS's published SCF list;
 * gaps inside a range are prefixes not in use, counted for the state they sit in). Prefixes no state has
 * (000–004, the territories 006–009 and 969, the military 090–099, 340 and 962–966) are no state's.
 *
 * Time zones: an IANA zone, so Intl applies daylight saving time. A state in two zones has the zone of most of
 * its people, and, where every ZIP code of a prefix is in the other zone, that prefix's zone (`zones`). The rest
 * of the minority keeps the state's zone: Florida's panhandle east of Pensacola, the west of Kansas, Nebraska and
 * North Dakota, Michigan's four western Upper Peninsula counties, south-east Oregon, the Idaho counties around
 * Lewiston, Tennessee's Cumberland Plateau, Kentucky's counties south of Louisville, Arizona's Navajo Nation and
 * the Aleutians west of 169°30′W.
 */

type PrefixRange = readonly [first: number, last: number];

export interface UsState {
  name: string;
  /** Three-digit ZIP prefixes, inclusive ranges. */
  zip: readonly PrefixRange[];
  /** The zone of most of the state. */
  timeZone: string;
  /** Prefixes wholly in another zone than `timeZone`. */
  zones?: readonly (readonly [first: number, last: number, timeZone: string])[];
}

const EASTERN = 'America/New_York';
const CENTRAL = 'America/Chicago';
const MOUNTAIN = 'America/Denver';
const PACIFIC = 'America/Los_Angeles';

export const US_STATES = {
  AL: { name: 'Alabama', zip: [[350, 369]], timeZone: CENTRAL },
  AK: { name: 'Alaska', zip: [[995, 999]], timeZone: 'America/Anchorage' },
  AZ: { name: 'Arizona', zip: [[850, 865]], timeZone: 'America/Phoenix' },
  AR: { name: 'Arkansas', zip: [[716, 729]], timeZone: CENTRAL },
  CA: { name: 'California', zip: [[900, 961]], timeZone: PACIFIC },
  CO: { name: 'Colorado', zip: [[800, 816]], timeZone: MOUNTAIN },
  CT: { name: 'Connecticut', zip: [[60, 69]], timeZone: EASTERN },
  DE: { name: 'Delaware', zip: [[197, 199]], timeZone: EASTERN },
  DC: {
    name: 'District of Columbia',
    zip: [
      [200, 200],
      [202, 205],
      [569, 569],
    ],
    timeZone: EASTERN,
  },
  FL: {
    name: 'Florida',
    zip: [
      [320, 339],
      [341, 349],
    ],
    timeZone: EASTERN,
    zones: [[325, 325, CENTRAL]],
  },
  GA: {
    name: 'Georgia',
    zip: [
      [300, 319],
      [398, 399],
    ],
    timeZone: EASTERN,
  },
  HI: { name: 'Hawaii', zip: [[967, 968]], timeZone: 'Pacific/Honolulu' },
  ID: { name: 'Idaho', zip: [[832, 838]], timeZone: 'America/Boise', zones: [[838, 838, PACIFIC]] },
  IL: { name: 'Illinois', zip: [[600, 629]], timeZone: CENTRAL },
  IN: {
    name: 'Indiana',
    zip: [[460, 479]],
    timeZone: 'America/Indiana/Indianapolis',
    zones: [
      [463, 464, CENTRAL],
      [476, 477, CENTRAL],
    ],
  },
  IA: { name: 'Iowa', zip: [[500, 528]], timeZone: CENTRAL },
  KS: { name: 'Kansas', zip: [[660, 679]], timeZone: CENTRAL },
  KY: { name: 'Kentucky', zip: [[400, 427]], timeZone: EASTERN, zones: [[420, 424, CENTRAL]] },
  LA: { name: 'Louisiana', zip: [[700, 714]], timeZone: CENTRAL },
  ME: { name: 'Maine', zip: [[39, 49]], timeZone: EASTERN },
  MD: { name: 'Maryland', zip: [[206, 219]], timeZone: EASTERN },
  MA: {
    name: 'Massachusetts',
    zip: [
      [10, 27],
      [55, 55],
    ],
    timeZone: EASTERN,
  },
  MI: { name: 'Michigan', zip: [[480, 499]], timeZone: 'America/Detroit' },
  MN: { name: 'Minnesota', zip: [[550, 567]], timeZone: CENTRAL },
  MS: { name: 'Mississippi', zip: [[386, 397]], timeZone: CENTRAL },
  MO: { name: 'Missouri', zip: [[630, 658]], timeZone: CENTRAL },
  MT: { name: 'Montana', zip: [[590, 599]], timeZone: MOUNTAIN },
  NE: { name: 'Nebraska', zip: [[680, 693]], timeZone: CENTRAL },
  NV: { name: 'Nevada', zip: [[889, 898]], timeZone: PACIFIC },
  NH: { name: 'New Hampshire', zip: [[30, 38]], timeZone: EASTERN },
  NJ: { name: 'New Jersey', zip: [[70, 89]], timeZone: EASTERN },
  NM: { name: 'New Mexico', zip: [[870, 884]], timeZone: MOUNTAIN },
  NY: {
    name: 'New York',
    zip: [
      [5, 5],
      [100, 149],
    ],
    timeZone: EASTERN,
  },
  NC: { name: 'North Carolina', zip: [[270, 289]], timeZone: EASTERN },
  ND: { name: 'North Dakota', zip: [[580, 588]], timeZone: CENTRAL },
  OH: { name: 'Ohio', zip: [[430, 459]], timeZone: EASTERN },
  OK: {
    name: 'Oklahoma',
    zip: [
      [730, 731],
      [734, 749],
    ],
    timeZone: CENTRAL,
  },
  OR: { name: 'Oregon', zip: [[970, 979]], timeZone: PACIFIC },
  PA: { name: 'Pennsylvania', zip: [[150, 196]], timeZone: EASTERN },
  RI: { name: 'Rhode Island', zip: [[28, 29]], timeZone: EASTERN },
  SC: { name: 'South Carolina', zip: [[290, 299]], timeZone: EASTERN },
  SD: { name: 'South Dakota', zip: [[570, 577]], timeZone: CENTRAL, zones: [[577, 577, MOUNTAIN]] },
  TN: {
    name: 'Tennessee',
    zip: [[370, 385]],
    timeZone: CENTRAL,
    zones: [
      [374, 374, EASTERN],
      [376, 376, EASTERN],
      [378, 379, EASTERN],
    ],
  },
  TX: {
    name: 'Texas',
    zip: [
      [733, 733],
      [750, 799],
      [885, 885],
    ],
    timeZone: CENTRAL,
    zones: [
      [799, 799, MOUNTAIN],
      [885, 885, MOUNTAIN],
    ],
  },
  UT: { name: 'Utah', zip: [[840, 847]], timeZone: MOUNTAIN },
  VT: {
    name: 'Vermont',
    zip: [
      [50, 54],
      [56, 59],
    ],
    timeZone: EASTERN,
  },
  VA: {
    name: 'Virginia',
    zip: [
      [201, 201],
      [220, 246],
    ],
    timeZone: EASTERN,
  },
  WA: { name: 'Washington', zip: [[980, 994]], timeZone: PACIFIC },
  WV: { name: 'West Virginia', zip: [[247, 268]], timeZone: EASTERN },
  WI: { name: 'Wisconsin', zip: [[530, 549]], timeZone: CENTRAL },
  WY: { name: 'Wyoming', zip: [[820, 831]], timeZone: MOUNTAIN },
} as const satisfies Record<string, UsState>;

export type UsStateCode = keyof typeof US_STATES;

/**
 * ZIP codes whose delivery area crosses a state line (the prefix is one state's, some addresses are in the
 * other), with the other state: a borrower there must not be refused.
 */
const ZIPS_ACROSS_STATE_LINES: Readonly<Record<string, readonly UsStateCode[]>> = {
  '06390': ['NY'], // Fishers Island, New York, served from New London, Connecticut
  '42223': ['TN'], // Fort Campbell, Kentucky and Tennessee
  '59221': ['ND'], // Fairview, Montana and North Dakota
  '71749': ['LA'], // Junction City, Arkansas and Louisiana
  '73949': ['TX'], // Texhoma, Oklahoma and Texas
  '84536': ['AZ'], // Monument Valley, Utah and Arizona
  '97635': ['CA'], // New Pine Creek, Oregon and California
};

export const isUsStateCode = (code: unknown): code is UsStateCode =>
  typeof code === 'string' && Object.hasOwn(US_STATES, code);

/** `OR` → `Oregon`; an unknown code stays as it is. */
export const stateName = (code: string): string => (isUsStateCode(code) ? US_STATES[code].name : code);

const prefixOf = (zip: string): number | undefined =>
  /^[0-9]{5}(-[0-9]{4})?$/.test(zip) ? Number(zip.slice(0, 3)) : undefined;

const within = (prefix: number, first: number, last: number) => prefix >= first && prefix <= last;

/** Whether a ZIP code (5 digits, or ZIP+4) is one of the state's. 00000 and other unused prefixes are no state's. */
export function zipInState(zip: string, state: UsStateCode): boolean {
  const prefix = prefixOf(zip);
  if (prefix === undefined) return false;
  return (
    US_STATES[state].zip.some(([first, last]) => within(prefix, first, last)) ||
    (ZIPS_ACROSS_STATE_LINES[zip.slice(0, 5)] ?? []).includes(state)
  );
}

/** The IANA time zone of an address in this state with this ZIP code (the state's, unless its prefix says). */
export function timeZoneOf(state: UsStateCode, zip?: string): string {
  const entry: UsState = US_STATES[state];
  const prefix = zip === undefined ? undefined : prefixOf(zip);
  const zone =
    prefix === undefined ? undefined : entry.zones?.find(([first, last]) => within(prefix, first, last));
  return zone?.[2] ?? entry.timeZone;
}
