import { randomBytes } from 'node:crypto';
import { ProviderUnavailableError } from '../provider-errors.ts';
import { fractionOf, seedOf } from '../seeded.ts';
import type { ScenarioReader } from '../simulator-scenarios.ts';
import type { SimulatorRecords } from './simulator-records.ts';
import {
  type LinkToken,
  UnknownVerificationSessionError,
  type VerificationApplicant,
  type VerificationProduct,
  type VerificationProvider,
  type VerificationResult,
  type VerifiedEmployer,
} from './verification-provider.ts';

/** How long a link token opens the hosted page. */
export const SIMULATOR_TOKEN_TTL_MS = 30 * 60 * 1000;

/** The payroll providers' employers the simulated income page lets the borrower search. */
export const SIMULATED_EMPLOYERS = [
  'Northwind Logistics',
  'Summit Health Partners',
  'Bluewater Manufacturing',
  'Cedar Ridge School District',
  'Lakeside Software',
  'Harborview Hotels',
  'Granite State Builders',
  'Riverbend Foods',
] as const;

const POSITIONS = [
  'Operations Manager',
  'Registered Nurse',
  'Production Supervisor',
  'Teacher',
  'Software Engineer',
  'Front Office Manager',
  'Project Estimator',
  'Quality Analyst',
];

export function isVerificationSimulator(provider: VerificationProvider): provider is VerificationSimulator {
  return provider.name === 'verification-simulator';
}

/** What the hosted page needs to know about an open link token. */
export interface OpenLink {
  token: string;
  userId: string;
  product: VerificationProduct;
  applicant: VerificationApplicant;
  returnUrl: string;
  expiresAt: number;
}

export interface VerificationSimulator extends VerificationProvider {
  /** The open link token, or undefined when it is unknown, used or expired. */
  openLink(token: string): Promise<OpenLink | undefined>;
  /** The borrower confirmed their date of birth (and last four of SSN) on the hosted identity page. */
  finishIdentity(
    token: string,
    answers: { dateOfBirth: string },
  ): Promise<{ sessionId: string; returnUrl: string }>;
  /** The borrower picked their employer and connected on the hosted income page. */
  finishIncome(
    token: string,
    answers: { employerName: string },
  ): Promise<{ sessionId: string; returnUrl: string }>;
  /** The borrower pressed Cancel: the token is spent, nothing is verified. */
  cancel(token: string): Promise<{ returnUrl: string }>;
  /** The employer this applicant's payroll connection finds (the first one the income page offers). */
  employerFor(appId: string, employerName?: string): VerifiedEmployer;
}

const lastNameOf = (applicant: VerificationApplicant) => (applicant.lastName ?? '').trim().toLowerCase();

/** What the service answers this applicant for a product: the tester's scenario, else the last-name triggers. */
async function answerFor(
  scenarios: ScenarioReader,
  product: VerificationProduct,
  applicant: VerificationApplicant,
): Promise<'pass' | 'fail' | 'retry' | 'unavailable'> {
  const scenario = await scenarios(applicant.appId);
  const chosen = product === 'identity_verification' ? scenario?.identity : scenario?.income;
  if (chosen) return chosen;
  const triggers: Record<string, 'fail' | 'retry' | 'unavailable'> =
    product === 'identity_verification'
      ? { idfail: 'fail', idretry: 'retry', idvdown: 'unavailable' }
      : { voifail: 'fail', voidown: 'unavailable' };
  return triggers[lastNameOf(applicant)] ?? 'pass';
}

/**
 * The embedded identity-verification service: deterministic from the applicant's last name (any case),
 * documented in the README:
 * - identity `Idfail`: verification fails; `Idretry`: the first attempt asks to try again, the next passes;
 *   `Idvdown`: the service is down (link token and result calls fail);
 * - income `Voifail`: no payroll connection is found; `Voidown`: the service is down.
 * Anyone else passes: identity returns the applicant's name and the date of birth entered on the hosted
 * page; income returns one employer derived from the application id. A tester's scenario with an identity or
 * income part (simulator-scenarios.ts) answers instead of the triggers. Its records are kept in `records` (the
 * database), so every API instance is the same service.
 */
export function createVerificationSimulator(
  records: SimulatorRecords,
  scenarios: ScenarioReader,
): VerificationSimulator {
  async function take(token: string, product: VerificationProduct): Promise<OpenLink> {
    const link = await records.take<OpenLink>('link', token);
    if (!link || link.product !== product || link.expiresAt < Date.now()) {
      throw new UnknownVerificationSessionError(token);
    }
    return link;
  }

  function employerFor(appId: string, employerName?: string): VerifiedEmployer {
    const seed = seedOf('employer', appId);
    const name = employerName ?? (SIMULATED_EMPLOYERS[seed % SIMULATED_EMPLOYERS.length] as string);
    const year = 2012 + Math.floor(fractionOf(seed, 1) * 10);
    const month = 1 + Math.floor(fractionOf(seed, 2) * 12);
    const base = 4000 + Math.round((fractionOf(seed, 3) * 6000) / 10) * 10;
    const overtime = fractionOf(seed, 4) < 0.5 ? 0 : 200 + Math.round((fractionOf(seed, 5) * 800) / 10) * 10;
    return {
      employerName: name,
      position: POSITIONS[Math.floor(fractionOf(seed, 6) * POSITIONS.length)] as string,
      startDate: `${year}-${String(month).padStart(2, '0')}-01`,
      monthlyBase: base,
      monthlyOvertime: overtime,
    };
  }

  return {
    name: 'verification-simulator',

    async createUser(applicant) {
      return { userId: `sim-user-${seedOf('user', applicant.appId).toString(16).padStart(8, '0')}` };
    },

    async createLinkToken({ userId, product, applicant, returnUrl }): Promise<LinkToken> {
      if ((await answerFor(scenarios, product, applicant)) === 'unavailable') {
        throw new ProviderUnavailableError('The verification service', 'simulated outage');
      }
      const token = `link-sim-${randomBytes(18).toString('base64url')}`;
      const expiresAt = Date.now() + SIMULATOR_TOKEN_TTL_MS;
      const link: OpenLink = { token, userId, product, applicant, returnUrl, expiresAt };
      await records.put('link', token, link);
      const page = product === 'identity_verification' ? 'identity' : 'income';
      return {
        linkToken: token,
        hostedUrl: `/verification-sim/${page}?token=${encodeURIComponent(token)}`,
        expiresAt: new Date(expiresAt).toISOString(),
      };
    },

    async sessionResult(sessionId) {
      const result = await records.get<VerificationResult>('session', sessionId);
      if (!result) throw new UnknownVerificationSessionError(sessionId);
      return result;
    },

    async openLink(token) {
      const link = await records.get<OpenLink>('link', token);
      return link && link.expiresAt >= Date.now() ? link : undefined;
    },

    async finishIdentity(token, { dateOfBirth }) {
      const link = await take(token, 'identity_verification');
      const sessionId = `idv-sess-${randomBytes(12).toString('hex')}`;
      const answer = await answerFor(scenarios, 'identity_verification', link.applicant);
      const attempts = await records.increment('attempts', link.userId);
      const status = answer === 'fail' ? 'failed' : answer === 'retry' && attempts === 0 ? 'retry' : 'passed';
      await records.put('session', sessionId, {
        product: 'identity_verification',
        sessionId,
        userId: link.userId,
        status,
        identity:
          status === 'passed'
            ? {
                firstName: link.applicant.firstName ?? '',
                lastName: link.applicant.lastName ?? '',
                dateOfBirth,
              }
            : null,
      });
      return { sessionId, returnUrl: link.returnUrl };
    },

    async finishIncome(token, { employerName }) {
      const link = await take(token, 'income_verification');
      const sessionId = `voi-sess-${randomBytes(12).toString('hex')}`;
      const failed = (await answerFor(scenarios, 'income_verification', link.applicant)) === 'fail';
      await records.put('session', sessionId, {
        product: 'income_verification',
        sessionId,
        userId: link.userId,
        status: failed ? 'failed' : 'passed',
        employers: failed ? [] : [employerFor(link.applicant.appId, employerName)],
      });
      return { sessionId, returnUrl: link.returnUrl };
    },

    async cancel(token) {
      const link = await records.take<OpenLink>('link', token);
      if (!link) throw new UnknownVerificationSessionError(token);
      return { returnUrl: link.returnUrl };
    },

    employerFor,
  };
}
