import { createAccountPath, forceUnderOfficer, isOfficerIdSegment } from '../../shared/officer-id.ts';
import type { ResumeLookup } from '../api/resume-path.ts';
import type { UserIntent } from '../state/storage-keys.ts';

export interface AfterLoginContext {
  officerId: string;
  /** The returnTo of the saved auth state, if the borrower was sent to log in from a protected page. */
  returnTo: string | undefined;
  /** The application id in session storage (`appId`, else `account_application_id`). */
  storedAppId: string | null;
  /** Why the borrower signed in: 'Log In' continues an application, 'Register' starts one. */
  intent?: UserIntent | null;
}

export type AfterLoginStep =
  | { kind: 'navigate'; to: string }
  /** Continuing a stored application: on to the step saved as its last path. */
  | { kind: 'resume'; appId: string }
  /** No application yet: create one, then go to create-account with its id. */
  | { kind: 'create-application' };

/**
 * Spec 4.1, in order: the saved returnTo (under the current officer, with the appId); else, continuing a stored
 * application, its saved last path (spec 4.6); else create-account with the stored appId; else a new application.
 */
export function afterLoginStep({
  officerId,
  returnTo,
  storedAppId,
  intent,
}: AfterLoginContext): AfterLoginStep {
  if (returnTo) return { kind: 'navigate', to: forceUnderOfficer(returnTo, officerId, storedAppId) };
  if (storedAppId && intent === 'continue_application') return { kind: 'resume', appId: storedAppId };
  if (storedAppId) return { kind: 'navigate', to: createAccountPath(officerId, storedAppId) };
  return { kind: 'create-application' };
}

export interface CompleteLoginDependencies extends AfterLoginContext {
  signedIn: boolean;
  /** Resolves to the new appId, or null when creation failed (already logged). */
  createApplication: () => Promise<string | null>;
  storeAppId: (appId: string) => void;
  /** Spec 4.3: forgets the stored application ids. */
  forgetAppId?: () => void;
  /** Reads the stored application's saved last path. */
  findResumePath?: (appId: string) => Promise<ResumeLookup>;
  /**
   * The part the signed-in person answers as an invited co-borrower, if they joined an application as one: its
   * id, its officer and the step it resumes on.
   */
  findCoborrowerPart?: () => Promise<{ appId: string; nmlsId: string; lastPath: string } | null>;
  refreshAccessToken: () => Promise<void>;
  /** True once the borrower was sent elsewhere meanwhile (e.g. a 401 sent them to log-in): stop there. */
  isCancelled?: () => boolean;
}

async function createAndStart(deps: CompleteLoginDependencies): Promise<string | null> {
  // A co-borrower continuing (not starting a loan of their own) goes back to their part, not to a new application.
  if (deps.intent !== 'create_new_application' && deps.findCoborrowerPart) {
    const part = await deps.findCoborrowerPart();
    if (deps.isCancelled?.()) return null;
    if (part) {
      deps.storeAppId(part.appId);
      return forceUnderOfficer(
        part.lastPath,
        isOfficerIdSegment(part.nmlsId) ? part.nmlsId : deps.officerId,
        part.appId,
      );
    }
  }
  const appId = await deps.createApplication();
  if (deps.isCancelled?.()) return null;
  if (appId) deps.storeAppId(appId);
  await deps.refreshAccessToken();
  return createAccountPath(deps.officerId, appId);
}

/**
 * Runs the after-login handling and resolves to the page to show, or null when it was cancelled. Creation failing
 * still leads to create-account, without appId (spec 8); anything else failing, or a failed log-in, leads back
 * to log-in. A stored application that is not the borrower's is forgotten and a new one started, unless the person is
 * a co-borrower continuing their part.
 */
export async function completeLogin(deps: CompleteLoginDependencies): Promise<string | null> {
  const login = `/${deps.officerId}/login`;
  if (!deps.signedIn) return login;
  try {
    const step = afterLoginStep(deps);
    if (step.kind === 'navigate') return step.to;
    if (step.kind === 'create-application') return await createAndStart(deps);
    const found: ResumeLookup = deps.findResumePath
      ? await deps.findResumePath(step.appId)
      : { kind: 'found', lastPath: null };
    if (deps.isCancelled?.()) return null;
    if (found.kind === 'not-found') {
      deps.forgetAppId?.();
      return await createAndStart(deps);
    }
    // The session's account_application_id went with the log-out; last-path tracking needs it back.
    deps.storeAppId(step.appId);
    return found.lastPath
      ? forceUnderOfficer(found.lastPath, deps.officerId, step.appId)
      : createAccountPath(deps.officerId, step.appId);
  } catch (error) {
    console.error('The after-login handling failed', error);
    return login;
  }
}
