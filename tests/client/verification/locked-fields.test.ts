import { describe, expect, it } from 'vitest';
import type { ApplicationDocument } from '../../../src/client/api/application-document.ts';
import {
  lockedFieldsOf,
  verificationKey,
  withLockedFields,
} from '../../../src/client/verification/locked-fields.ts';

const application = (verification?: unknown) =>
  ({ appId: '1', version: 2, ...(verification ? { verification } : {}) }) as unknown as ApplicationDocument;

describe('locked fields on a step form', () => {
  it('lists what identity and income verification locked', () => {
    const document = application({
      identity: { status: 'passed', verifiedAt: 'a', lockedFields: ['applicant.legal.lastName'] },
      income: { status: 'passed', verifiedAt: 'b', lockedFields: ['applicant.employment.status'] },
    });
    expect(lockedFieldsOf(document)).toEqual(['applicant.legal.lastName', 'applicant.employment.status']);
    expect(verificationKey(document)).toBe('a|b');
    expect(lockedFieldsOf(application())).toEqual([]);
    expect(verificationKey(application())).toBe('|');
  });

  it('makes each locked field read-only and keeps the step’s own options', () => {
    const uiSchema = {
      applicant: { 'ui:options': { label: false }, legal: { dateOfBirth: { 'ui:widget': 'date' } } },
    };
    const locked = withLockedFields(uiSchema, ['applicant.legal.dateOfBirth', 'applicant.legal.lastName']);
    expect(locked).toEqual({
      applicant: {
        'ui:options': { label: false },
        legal: {
          dateOfBirth: { 'ui:widget': 'date', 'ui:readonly': true },
          lastName: { 'ui:readonly': true },
        },
      },
    });
    expect(uiSchema.applicant.legal.dateOfBirth).toEqual({ 'ui:widget': 'date' });
    expect(withLockedFields(undefined, [])).toEqual({});
  });
});
