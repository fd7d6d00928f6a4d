import { describe, expect, it } from 'vitest';
import { needsLookupValidation } from '../../../src/client/portal/dashboard/lookup-validation.ts';

const justApplied = { appId: '1000021' };
const older = { appId: '1000007' };

describe('the dashboard lookup (spec 4.3, 5): asked only for what the token of this session did not prove', () => {
  it('never asks the owner right after applying: the one card is the application this session started', () => {
    expect(needsLookupValidation('create_new_application', false, [justApplied], '1000021')).toBe(false);
  });

  it('asks when starting a new application while other applications or loans exist, not yet validated', () => {
    expect(needsLookupValidation('create_new_application', false, [justApplied, older], '1000021')).toBe(
      true,
    );
    expect(needsLookupValidation('create_new_application', false, [older], null)).toBe(true);
  });

  it('does not ask once validated, for a borrower who logged in to continue, or with nothing to show', () => {
    expect(needsLookupValidation('create_new_application', true, [justApplied, older], '1000021')).toBe(
      false,
    );
    expect(needsLookupValidation('continue_application', false, [older], null)).toBe(false);
    expect(needsLookupValidation(null, false, [older], null)).toBe(false);
    expect(needsLookupValidation('create_new_application', false, [], null)).toBe(false);
  });
});
