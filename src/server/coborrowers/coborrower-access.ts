import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { applicationNotFound } from '../applications/application-params.ts';
import { type ApplicationRow, findOwnedApplication } from '../applications/application-repository.ts';
import type { Orm } from '../db/database.ts';
import { applications } from '../db/schema.ts';
import { applicationFacts } from '../flows/application-facts.ts';
import { resumePathOf } from './coborrower-part.ts';
import { type ContactRow, findAcceptedContact } from './contact-repository.ts';

export type ApplicationAccess =
  | { role: 'owner'; application: ApplicationRow }
  | { role: 'coborrower'; application: ApplicationRow; contact: ContactRow };

/**
 * Who the caller is to application `appId`: its owner, or the co-borrower who accepted an invitation to it.
 * Anyone else: undefined (the API answers 404, like an application that does not exist). The co-borrower's
 * application row is the stored one: its sensitive answers stay encrypted and it is only read for the shared view.
 */
export async function applicationAccess(
  orm: Orm,
  appId: number,
  sub: string,
): Promise<ApplicationAccess | undefined> {
  const owned = await findOwnedApplication(orm, appId, sub);
  if (owned) return { role: 'owner', application: owned };
  const contact = await findAcceptedContact(orm, appId, sub);
  if (!contact) return undefined;
  const [application] = await orm.select().from(applications).where(eq(applications.id, appId));
  return application ? { role: 'coborrower', application, contact } : undefined;
}

export async function accessOr404(
  orm: Orm,
  request: FastifyRequest,
  reply: FastifyReply,
  appId: string,
): Promise<ApplicationAccess | undefined> {
  if (!request.caller) throw new Error('accessOr404 used on a route without requireCaller');
  const access = await applicationAccess(orm, Number(appId), request.caller.sub);
  if (!access) applicationNotFound(reply, appId);
  return access;
}

const pick = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;

/**
 * What a co-borrower reads at GET /api/v2/application/{appId}: the property address, the loan amount, the chosen
 * product and the borrower's first name. Never the borrower's answers, SSN or anything the server derived.
 */
export function sharedApplicationView(application: ApplicationRow, contact: ContactRow) {
  const { data, derived } = application;
  const chosen = pick(pick(derived, 'pricing'), 'product');
  // The chosen product as the offer showed it; nothing about how it was priced for the borrower.
  const product =
    chosen && typeof chosen === 'object'
      ? Object.fromEntries(
          ['productName', 'productType', 'termMonths', 'rate', 'apr', 'loanAmount', 'monthlyPayment']
            .map((key) => [key, pick(chosen, key)])
            .filter(([, value]) => value !== undefined),
        )
      : undefined;
  const facts = applicationFacts(application.flowType, data);
  // The first name wherever the flow keeps it (fact borrowerFirstName), else the legal one.
  const firstName = facts.borrowerFirstName ?? pick(pick(pick(data, 'applicant'), 'legal'), 'firstName');
  const address = facts.propertyAddress;
  const amount = pick(product, 'loanAmount') ?? facts.requestedAmount;
  const resumePath = resumePathOf(application, contact);
  return {
    appId: String(application.id),
    nmlsId: application.nmlsId,
    status: application.status,
    version: application.version,
    flowConfig: { flowType: application.flowType },
    // The co-borrower's own step to resume on, never the borrower's (savedLastPath finds it as the latest).
    lastPath: resumePath,
    lastPaths: resumePath ? { coborrower: resumePath } : {},
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    viewer: { role: 'coborrower', contactId: String(contact.id), status: contact.status },
    shared: {
      borrowerFirstName: typeof firstName === 'string' ? firstName : null,
      propertyAddress: address ?? null,
      loanAmount: typeof amount === 'number' ? amount : null,
      product: product ?? null,
    },
  };
}
