/**
 * An application in a case run, saved the way the step screen saves it (use-step-save.ts): the step's answers as
 * a merge patch over what the screen was filled from, with If-Match and `?step=`; a co-borrower's step through
 * the co-borrower's resources, section by section (coborrower-scope.ts).
 */
import type { AxiosInstance } from 'axios';
import type { FastifyInstance } from 'fastify';
import {
  createApplication,
  fetchApplication,
  patchApplication,
} from '../../src/client/api/application-api.ts';
import type { ApplicationDocument } from '../../src/client/api/application-document.ts';
import {
  acceptInvitation,
  fetchCoborrowerDocument,
  type Invitation,
  postInvitation,
  putCoborrowerResource,
  SECTION_RESOURCES,
} from '../../src/client/coborrower/coborrower-api.ts';
import { withCoborrowerAnswers } from '../../src/client/coborrower/coborrower-scope.ts';
import { mergePatch } from '../../src/server/applications/merge-patch.ts';
import { COBORROWER_SECTION, type ScreenStep, type StepDocument } from '../../src/shared/flows/flow-types.ts';
import { answersFor, answersPatch, askedPaths } from '../../src/shared/flows/step-answers.ts';
import { isObject, type Json, pickLike } from './case-answers.ts';
import { injectedClient } from './case-http.ts';
import { signedInAs, signedInUser } from './identity.ts';

export const OFFICER_ID = '2000001';

export interface CaseApplication {
  app: FastifyInstance;
  appId: string;
  /** The borrower's API client. */
  http: AxiosInstance;
  /** The invited co-borrower, once there is one. */
  coborrower?: { http: AxiosInstance; contactId: string };
}

/** A signed-in borrower's API client (one per test file: signing up is the slow part). */
export async function borrowerClient(app: FastifyInstance): Promise<AxiosInstance> {
  return injectedClient(app, (await signedInUser(app)).authorization);
}

export async function newApplication(
  app: FastifyInstance,
  http: AxiosInstance,
  flowType: string,
): Promise<CaseApplication> {
  const appId = await createApplication(http, OFFICER_ID, flowType);
  if (!appId) throw new Error(`creating a ${flowType} application failed`);
  return { app, appId, http };
}

export const readApplication = (application: CaseApplication) =>
  fetchApplication(application.http, application.appId);

/** Saves answers as already given (no step named): only what `given` sets, nothing cleared. */
export async function saveGiven(application: CaseApplication, given: Json): Promise<void> {
  if (Object.keys(given).length === 0) return;
  const document = await readApplication(application);
  const patch = answersPatch(pickLike(document, given), given);
  if (Object.keys(patch).length > 0)
    await patchApplication(application.http, application.appId, document.version, patch);
}

const isCoborrowerStep = (step: ScreenStep) => step.section === COBORROWER_SECTION;

/** What the step's form is filled from: the application, or for a co-borrower's step their own answers. */
export async function formDocument(
  application: CaseApplication,
  step: ScreenStep,
): Promise<ApplicationDocument> {
  if (!isCoborrowerStep(step)) return readApplication(application);
  const coborrower = coborrowerOf(application);
  const shared = await fetchApplication(coborrower.http, application.appId);
  const own = await fetchCoborrowerDocument(coborrower.http, application.appId, coborrower.contactId);
  return withCoborrowerAnswers(shared, own);
}

function coborrowerOf(application: CaseApplication) {
  if (!application.coborrower) throw new Error('this application has no co-borrower yet');
  return application.coborrower;
}

/**
 * Continue on a step: saves what changed against what the form was filled from. `always` sends even an empty
 * change (a case asks the server's verdict; the screen itself skips an empty save). Rejects with the client's
 * SaveRefusedError when the server refuses.
 */
export async function saveStep(
  application: CaseApplication,
  step: ScreenStep,
  document: StepDocument,
  formAnswers: Json,
  always: boolean,
): Promise<ApplicationDocument> {
  const before = await formDocument(application, step);
  const patch = answersPatch(answersFor(document.schema, before), formAnswers);
  if (Object.keys(patch).length === 0 && !always) return before;
  if (!isCoborrowerStep(step))
    return patchApplication(application.http, application.appId, before.version, patch, step.path);
  const coborrower = coborrowerOf(application);
  const own = await fetchCoborrowerDocument(coborrower.http, application.appId, coborrower.contactId);
  let version = own.version;
  let current = own;
  const sections = isObject(patch.coborrower) ? Object.entries(patch.coborrower) : [];
  // An empty save still names the step, through the first section the step asks.
  const [asked] = [...askedPaths(document.schema)].filter((path) => /^coborrower\.[^.]+$/.test(path));
  const firstSection = asked?.split('.')[1];
  const writes = sections.length > 0 ? sections : always && firstSection ? [[firstSection, {}] as const] : [];
  for (const [section, sectionPatch] of writes) {
    const resource = SECTION_RESOURCES[section];
    if (!resource) throw new Error(`no co-borrower resource for section ${section}`);
    const body = mergePatch((current.coborrower as Json)[section] ?? {}, sectionPatch);
    current = await putCoborrowerResource(
      coborrower.http,
      application.appId,
      coborrower.contactId,
      resource,
      version,
      isObject(body) ? body : {},
      step.path,
    );
    version = current.version;
  }
  return formDocument(application, step);
}

/** The invitation the borrower sends: the data set's co-borrower if it has one. */
export function invitationFrom(answers: Json): Invitation {
  const entered = (answers.addBorrower as { coBorrower?: Invitation } | undefined)?.coBorrower;
  return (
    entered ?? {
      firstName: 'Jordan',
      lastName: 'Reyes',
      email: `jordan.${Math.random().toString(36).slice(2, 10)}@example.com`,
      relationship: 'Spouse',
    }
  );
}

/** The invitation link the outbox holds for a contact (as a co-borrower would click it). */
async function invitationToken(app: FastifyInstance, contactId: string): Promise<string> {
  const outbox = await app.inject({ url: '/dev/outbox' });
  const links = [...outbox.body.matchAll(/href="([^"]+)"/g)].map((match) =>
    (match[1] as string).replaceAll('&amp;', '&'),
  );
  const link = links.find((href) => href.includes(`contactId=${contactId}`));
  if (!link) throw new Error(`no invitation for contact ${contactId} in the outbox`);
  return new URL(link).searchParams.get('invite') as string;
}

/** The co-borrower signs up and accepts the invitation; the borrower invites them first if nobody has. */
export async function acceptedCoborrower(application: CaseApplication, invitation: Invitation) {
  const contacts = (await application.http.get(`/v2/application/${application.appId}/contacts`)).data
    .data as { contactId: string; email: string }[];
  const email = invitation.email.trim().toLowerCase();
  const contact =
    contacts.find((candidate) => candidate.email === email) ??
    (await postInvitation(application.http, application.appId, invitation));
  const http = injectedClient(application.app, (await signedInAs(application.app, email)).authorization);
  const token = await invitationToken(application.app, contact.contactId);
  await acceptInvitation(http, application.appId, contact.contactId, token);
  application.coborrower = { http, contactId: contact.contactId };
  return application.coborrower;
}
