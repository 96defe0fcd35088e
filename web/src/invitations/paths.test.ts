import { describe, expect, it } from 'vitest';
import { isInvitedEmail } from './paths';

describe('whose invitation it is', () => {
  it('compares emails without case, as the service does', () => {
    expect(isInvitedEmail('Ann@Example.com', 'ann@example.com')).toBe(true);
    expect(isInvitedEmail('bob@example.com', 'ann@example.com')).toBe(false);
  });
});
