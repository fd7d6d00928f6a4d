import type { ApplicationDocument } from '../api/application-document.ts';

type Ui = Record<string, unknown>;

interface VerificationState {
  userId?: string;
  identity?: { status: string; verifiedAt: string; lockedFields?: string[] };
  income?: {
    status: string;
    verifiedAt: string;
    lockedFields?: string[];
    employers?: {
      employerName: string;
      position: string;
      startDate: string;
      monthlyBase: number;
      monthlyOvertime: number;
    }[];
  };
}

/** What the server recorded about identity and income verification (the document's `verification`). */
export function verificationOf(application: ApplicationDocument): VerificationState {
  return (application.verification ?? {}) as VerificationState;
}

/** The dotted paths of the answers a verification confirmed; the server refuses changes to them. */
export function lockedFieldsOf(application: ApplicationDocument): string[] {
  const { identity, income } = verificationOf(application);
  return [...(identity?.lockedFields ?? []), ...(income?.lockedFields ?? [])];
}

/** Changes whenever a verification outcome is stored; a step form starts again from the new answers. */
export function verificationKey(application: ApplicationDocument): string {
  const { identity, income } = verificationOf(application);
  return `${identity?.verifiedAt ?? ''}|${income?.verifiedAt ?? ''}`;
}

/** The step's uiSchema with every locked field read-only (other options kept). */
export function withLockedFields(uiSchema: Ui | undefined, locked: readonly string[]): Ui {
  const result: Ui = { ...(uiSchema ?? {}) };
  for (const dotted of locked) {
    let node = result;
    const keys = dotted.split('.');
    keys.forEach((key, index) => {
      const child = { ...((node[key] as Ui | undefined) ?? {}) };
      if (index === keys.length - 1) child['ui:readonly'] = true;
      node[key] = child;
      node = child;
    });
  }
  return result;
}
