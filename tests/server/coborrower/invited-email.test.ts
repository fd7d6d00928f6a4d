import { describe, expect, it } from 'vitest';
import { maskEmail, otherAddressRefusal } from '../../../src/server/coborrowers/invited-email.ts';

describe('the invited address', () => {
  it('is masked to its first letter and domain', () => {
    expect(maskEmail('jordan.reyes@example.com')).toBe('j***@example.com');
    expect(maskEmail('not-an-email')).toBe('***');
  });

  it('binds acceptance case-insensitively and says how to proceed otherwise', () => {
    expect(otherAddressRefusal('Jordan@Example.com', 'jordan@example.com')).toBeUndefined();
    expect(otherAddressRefusal('jordan@example.com', 'sam@example.com')).toMatch(
      /^This invitation was sent to another address \(j\*\*\*@example\.com\), not to sam@example\.com\. Sign in with j\*\*\*@example\.com to accept it, or ask the borrower to send the invitation to sam@example\.com\.$/,
    );
    // An Auth0 access token without an email claim cannot be compared: refused, never let through.
    expect(otherAddressRefusal('jordan@example.com', undefined)).toMatch(/Sign in with j\*\*\*@example\.com/);
  });
});
