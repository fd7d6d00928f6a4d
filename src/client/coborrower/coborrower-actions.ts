import axios from 'axios';
import { resolveNext } from '../../shared/flows/flow-navigation.ts';
import { type SaveRefusal, SaveRefusedError } from '../api/application-api.ts';
import { type StepAction, StepActionError } from '../flow-engine/step-actions.ts';
import {
  editInvitation,
  fetchContacts,
  type Invitation,
  recordCoborrowerCreditConsent as postCreditConsent,
  postInvitation,
  putCoborrowerResource,
} from './coborrower-api.ts';
import { contactIdOf } from './coborrower-scope.ts';

const serverMessage = (error: unknown): string | null => {
  if (!axios.isAxiosError(error)) return null;
  const message = (error.response?.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : null;
};

/**
 * applicant/coborrower-info: sends the invitation (POST basic-info) for the co-borrower entered on the step. The
 * step names one co-borrower: the same email is not invited twice (a changed name on an invitation nobody accepted
 * yet is sent again under it), and a new email replaces the one invitation nobody accepted yet instead of inviting
 * a second co-borrower (its old link stops working). A refused answer (the borrower's own email, one already
 * invited) is shown under its field; any other failure keeps the borrower on the step with 'Failed to post new
 * contact' (spec 8).
 */
export const inviteCoborrower: StepAction = async (context) => {
  const { application, step } = context;
  const answers = (application as { addBorrower?: { addCoBorrower?: string; coBorrower?: Invitation } })
    .addBorrower;
  if (answers?.addCoBorrower === 'no' || !answers?.coBorrower) return resolveNext(step, application);
  if (!context.http) throw new Error(`Step "${step.path}" needs the API client for its action`);
  const http = context.http;
  const invitation = { ...answers.coBorrower, email: answers.coBorrower.email.trim().toLowerCase() };
  try {
    const contacts = await fetchContacts(http, application.appId);
    const same = contacts.find((contact) => contact.email === invitation.email);
    const pending = contacts.filter((contact) => contact.status === 'invited');
    if (same) {
      const renamed = (['firstName', 'lastName', 'relationship'] as const).filter(
        (key) => same[key] !== invitation[key].trim(),
      );
      if (same.status === 'invited' && renamed.length > 0) {
        await editInvitation(
          http,
          application.appId,
          same.contactId,
          Object.fromEntries(renamed.map((key) => [key, invitation[key]])),
        );
      }
    } else if (pending.length === 1 && pending[0]) {
      await editInvitation(http, application.appId, pending[0].contactId, invitation);
    } else {
      await postInvitation(http, application.appId, invitation);
    }
  } catch (error) {
    console.error(`Inviting the co-borrower of application ${application.appId} failed`, error);
    const refusal = fieldRefusal(error);
    if (refusal) {
      throw new SaveRefusedError({
        kind: 'invalid',
        field: `addBorrower.coBorrower.${refusal.field}`,
        message: refusal.message,
        // The server's words are the borrower's already (not a schema keyword to word).
        code: 'invitation',
      } as SaveRefusal);
    }
    const detail = serverMessage(error);
    throw new StepActionError(
      `Failed to post new contact${detail ? `. ${detail}` : ''}`,
      detail
        ? { namespace: 'coborrower', key: 'action.inviteFailedBecause', values: { detail } }
        : { namespace: 'coborrower', key: 'action.inviteFailed' },
    );
  }
  return resolveNext(step, application);
};

/** A 400 of the invitation naming one of the step's fields. */
function fieldRefusal(error: unknown): { field: string; message: string } | null {
  if (!axios.isAxiosError(error) || error.response?.status !== 400) return null;
  const body = error.response.data as { field?: unknown; message?: unknown } | undefined;
  const fields = ['firstName', 'lastName', 'email', 'relationship'];
  if (typeof body?.field !== 'string' || !fields.includes(body.field)) return null;
  return { field: body.field, message: String(body.message ?? '') };
}

/** coborrower/get-money: marks the co-borrower's answers as sent (POST …/complete); they stay on the page. */
export const completeCoborrower: StepAction = async (context) => {
  const { application, step } = context;
  const contactId = contactIdOf(application);
  if (!context.http || !contactId)
    throw new StepActionError('Only the invited co-borrower can send these answers.', {
      namespace: 'coborrower',
      key: 'action.onlyCoborrowerSends',
    });
  try {
    await putCoborrowerResource(
      context.http,
      application.appId,
      contactId,
      'complete',
      application.version,
      {},
    );
  } catch (error) {
    console.error(`Completing co-borrower ${contactId} of application ${application.appId} failed`, error);
    throw new StepActionError(
      'We could not send your answers. Check that every step of your part is answered, then try again.',
      { namespace: 'coborrower', key: 'action.sendFailed' },
    );
  }
  await context.reload?.();
  return resolveNext(step, application);
};

/**
 * The co-borrower's authorisation of the full credit report (the hard inquiry on their own credit): recorded for
 * their own user with the text's version before they send their answers; the borrower cannot submit without it.
 */
export const recordCoborrowerCreditConsent: StepAction = async (context) => {
  const { application, step } = context;
  const contactId = contactIdOf(application);
  if (!context.http || !contactId)
    throw new StepActionError('Only the invited co-borrower can give this authorization.', {
      namespace: 'coborrower',
      key: 'action.onlyCoborrowerAuthorizes',
    });
  try {
    await postCreditConsent(context.http, application.appId, contactId);
  } catch (error) {
    console.error(`Recording co-borrower ${contactId}'s credit authorization failed`, error);
    const detail = serverMessage(error);
    throw new StepActionError(
      `We could not record your authorization${detail ? `: ${detail}` : '. Please try again.'}`,
      detail
        ? { namespace: 'coborrower', key: 'action.authorizationFailedBecause', values: { detail } }
        : { namespace: 'coborrower', key: 'action.authorizationFailed' },
    );
  }
  return resolveNext(step, application);
};
