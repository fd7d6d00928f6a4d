import axios from 'axios';
import { resolveNext } from '../../shared/flows/flow-navigation.ts';
import { type StepAction, StepActionError } from '../flow-engine/step-actions.ts';
import { fetchContacts, type Invitation, postInvitation, putCoborrowerResource } from './coborrower-api.ts';
import { contactIdOf } from './coborrower-scope.ts';

const serverMessage = (error: unknown): string | null => {
  if (!axios.isAxiosError(error)) return null;
  const message = (error.response?.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : null;
};

/**
 * applicant/coborrower-info: sends the invitation (POST basic-info) for the co-borrower entered on the step,
 * once: an email already invited to this application is not invited again. A failure keeps the borrower on
 * the step with 'Failed to post new contact' (spec 8).
 */
export const inviteCoborrower: StepAction = async (context) => {
  const { application, step } = context;
  const answers = (application as { addBorrower?: { addCoBorrower?: string; coBorrower?: Invitation } })
    .addBorrower;
  if (answers?.addCoBorrower === 'no' || !answers?.coBorrower) return resolveNext(step, application);
  if (!context.http) throw new Error(`Step "${step.path}" needs the API client for its action`);
  const invitation = answers.coBorrower;
  try {
    const contacts = await fetchContacts(context.http, application.appId);
    const email = invitation.email.trim().toLowerCase();
    if (!contacts.some((contact) => contact.email === email)) {
      await postInvitation(context.http, application.appId, invitation);
    }
  } catch (error) {
    console.error(`Inviting the co-borrower of application ${application.appId} failed`, error);
    const detail = serverMessage(error);
    throw new StepActionError(`Failed to post new contact${detail ? `. ${detail}` : ''}`);
  }
  return resolveNext(step, application);
};

/** coborrower/get-money: marks the co-borrower's answers as sent (POST …/complete); they stay on the page. */
export const completeCoborrower: StepAction = async (context) => {
  const { application, step } = context;
  const contactId = contactIdOf(application);
  if (!context.http || !contactId)
    throw new StepActionError('Only the invited co-borrower can send these answers.');
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
    );
  }
  await context.reload?.();
  return resolveNext(step, application);
};
