import { describe, expect, it } from 'vitest';
import { TOKEN_CAP, tokenAllowance } from './allowance';

describe('tokenAllowance', () => {
  it('explains that FREE has no API access and what to do', () => {
    const allowance = tokenAllowance('FREE', [], 0);
    expect(allowance.canCreate).toBe(false);
    expect(allowance.message).toMatch(/not part of the FREE plan/);
    expect(allowance.message).toMatch(/ask the operator/);
  });

  it('refuses the token past the cap and says to revoke one', () => {
    const allowance = tokenAllowance('PRO', ['api-access'], TOKEN_CAP);
    expect(allowance.canCreate).toBe(false);
    expect(allowance.message).toMatch(/Revoke one/);
  });

  it('counts what is left below the cap', () => {
    expect(tokenAllowance('TEAM', ['api-access'], 19)).toEqual({
      canCreate: true,
      message: 'You can hold up to 20 active tokens in this workspace; 1 left.',
    });
  });
});
