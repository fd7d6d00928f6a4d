import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_FLOW_TYPE } from '../../shared/constants.ts';
import { isLocale } from '../../shared/i18n/locales.ts';
import type { CreditBureau, NoticeParty } from '../../shared/notices/notice-of-action.ts';
import { MONDAY_TO_FRIDAY, WEEKDAYS, type Weekday } from '../../shared/timelines/business-days.ts';
import type { ThirdPartyFee } from '../../shared/timelines/loan-estimate.ts';
import { ConfigError } from '../config.ts';

/** The company that runs the product: the default brand, the footer's links and the default officer's company. */
export interface ProviderCompany {
  nmlsId: string;
  legalName: string;
  /** Lower-case names that mark a broker as the provider itself (spec 4.12). */
  nameVariants: string[];
  phone: string;
  addressLineOne: string;
  addressLineTwo: string | null;
  city: string;
  state: string;
  postalCode: string;
  primaryColor: string;
  secondaryColor: string;
  /** Relative to the provider file's folder. */
  logoFile: string;
  links: { nmlsConsumerAccess: string; legal: string; terms: string; privacy: string };
  /** The flow of a new application when neither the request, the officer nor their company names one. */
  defaultFlowType: string;
  /** Who else a borrower can call about a loan (the portal's Contact Us): its processing team and support line. */
  contacts?: { processing?: ProviderContact; support?: ProviderContact };
  /** The federal agency of the ECOA notice in a notice of action (Reg B 1002.9(b)(1)); the FTC for a nonbank. */
  ecoaAgency: NoticeParty;
  /** The consumer reporting agency the soft pull reads, for the FCRA part of a notice of action. */
  creditBureau: CreditBureau | null;
  /** The days the lender's offices are open: Regulation Z's general business days (federal holidays closed). */
  openDays: readonly Weekday[];
  /** Settlement providers' charges the Loan Estimate lists, each marked as a finance charge or not. */
  thirdPartyFees: readonly ThirdPartyFee[];
}

/** A nonbank lender's agency (DOMAIN.md 5); a lender the CFPB supervises names the Bureau instead. */
export const FTC_ECOA_AGENCY: NoticeParty = {
  name: 'Federal Trade Commission',
  addressLines: ['Equal Credit Opportunity', 'Washington, DC 20580'],
};

export interface ProviderContact {
  title: string;
  name: string;
  phone: string;
  email: string;
  officeHour: string | null;
}

const REQUIRED_TEXT = [
  'nmlsId',
  'legalName',
  'phone',
  'addressLineOne',
  'city',
  'state',
  'postalCode',
  'logoFile',
] as const;
const COLOR = /^#[0-9a-f]{6}$/i;
const FLOW_TYPE = /^[a-z0-9-]{1,40}$/;

export function loadProviderCompany(file: string): ProviderCompany {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError('PROVIDER_CONFIG', `cannot be read as JSON (${file}): ${(error as Error).message}`);
  }
  for (const key of REQUIRED_TEXT) {
    if (typeof parsed[key] !== 'string' || parsed[key] === '') {
      throw new ConfigError('PROVIDER_CONFIG', `file ${file} needs a text value for "${key}"`);
    }
  }
  if (!/^\d+$/.test(parsed.nmlsId as string))
    throw new ConfigError('PROVIDER_CONFIG', `file ${file}: nmlsId must be digits`);
  for (const key of ['primaryColor', 'secondaryColor']) {
    if (!COLOR.test(String(parsed[key]))) {
      throw new ConfigError('PROVIDER_CONFIG', `file ${file}: ${key} must be a colour like #278A43`);
    }
  }
  const links = parsed.links as Record<string, unknown> | undefined;
  for (const key of ['nmlsConsumerAccess', 'legal', 'terms', 'privacy']) {
    if (typeof links?.[key] !== 'string')
      throw new ConfigError('PROVIDER_CONFIG', `file ${file} needs links.${key}`);
  }
  if (!Array.isArray(parsed.nameVariants) || parsed.nameVariants.some((v) => typeof v !== 'string')) {
    throw new ConfigError('PROVIDER_CONFIG', `file ${file}: nameVariants must be a list of names`);
  }
  if (parsed.defaultFlowType !== undefined && !FLOW_TYPE.test(String(parsed.defaultFlowType))) {
    throw new ConfigError(
      'PROVIDER_CONFIG',
      `file ${file}: defaultFlowType must name a flow file, like "slim-1"`,
    );
  }
  if (parsed.ecoaAgency !== undefined) checkParty(file, 'ecoaAgency', parsed.ecoaAgency);
  if (parsed.creditBureau !== undefined) checkBureau(file, parsed.creditBureau);
  if (parsed.openDays !== undefined) checkOpenDays(file, parsed.openDays);
  if (parsed.thirdPartyFees !== undefined) checkFees(file, parsed.thirdPartyFees);
  return {
    addressLineTwo: null,
    openDays: MONDAY_TO_FRIDAY,
    thirdPartyFees: [],
    defaultFlowType: DEFAULT_FLOW_TYPE,
    ecoaAgency: FTC_ECOA_AGENCY,
    creditBureau: null,
    ...parsed,
  } as unknown as ProviderCompany;
}

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

function checkParty(file: string, key: string, value: unknown): void {
  const party = value as Partial<NoticeParty> | null;
  if (!isText(party?.name))
    throw new ConfigError('PROVIDER_CONFIG', `file ${file} needs a text value for "${key}.name"`);
  const lines = party?.addressLines;
  if (!Array.isArray(lines) || lines.length === 0 || !lines.every(isText))
    throw new ConfigError(
      'PROVIDER_CONFIG',
      `file ${file}: ${key}.addressLines must be a list of address lines`,
    );
}

function checkOpenDays(file: string, value: unknown): void {
  const days = value as unknown[];
  if (!Array.isArray(days) || days.length === 0 || !days.every((day) => WEEKDAYS.includes(day as Weekday)))
    throw new ConfigError(
      'PROVIDER_CONFIG',
      `file ${file}: openDays must list weekdays by name, like ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]`,
    );
}

function checkFees(file: string, value: unknown): void {
  const fees = value as Partial<ThirdPartyFee>[];
  const good = (fee: Partial<ThirdPartyFee>) =>
    isText(fee?.name) &&
    Number.isInteger(fee?.amountCents) &&
    (fee?.amountCents as number) >= 0 &&
    typeof fee?.financeCharge === 'boolean' &&
    (fee?.translations === undefined ||
      (typeof fee.translations === 'object' &&
        fee.translations !== null &&
        Object.entries(fee.translations).every(([locale, name]) => isLocale(locale) && isText(name))));
  if (!Array.isArray(fees) || !fees.every(good))
    throw new ConfigError(
      'PROVIDER_CONFIG',
      `file ${file}: thirdPartyFees must be a list of {"name": "Recording fees", "translations": {"es": "Cargos de registro"}, "amountCents": 9900, "financeCharge": false} ("translations" optional)`,
    );
}

function checkBureau(file: string, value: unknown): void {
  checkParty(file, 'creditBureau', value);
  const bureau = value as Partial<CreditBureau>;
  if (!isText(bureau.phone))
    throw new ConfigError('PROVIDER_CONFIG', `file ${file} needs a text value for "creditBureau.phone"`);
  const range = bureau.scoreRange;
  if (
    !Number.isInteger(range?.low) ||
    !Number.isInteger(range?.high) ||
    (range?.low as number) >= (range?.high as number)
  )
    throw new ConfigError(
      'PROVIDER_CONFIG',
      `file ${file}: creditBureau.scoreRange must be {"low": 300, "high": 850}, whole numbers, low below high`,
    );
}

export function providerLogoPath(file: string, provider: ProviderCompany): string {
  return path.resolve(path.dirname(file), provider.logoFile);
}
