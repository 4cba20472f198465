import { describe, expect, it } from 'vitest';
import { presentForgotPasswordError } from './forgot-password-errors';

describe('forgot-password errors', () => {
  it('user not found (FOP-001) is a banner with a register link', () => {
    expect(presentForgotPasswordError('FOP-001')).toEqual({ kind: 'banner', code: 'FOP-001', registerLink: true });
  });

  it('signed with Google (FOP-002) is a banner without one', () => {
    expect(presentForgotPasswordError('FOP-002')).toEqual({ kind: 'banner', code: 'FOP-002', registerLink: false });
  });

  it('too many requests (API-007) is a banner that keeps when to try again', () => {
    expect(presentForgotPasswordError('API-007', 1800)).toEqual({ kind: 'banner', code: 'API-007', registerLink: false, retryAfterSeconds: 1800 });
  });

  it('any other failure leads to the general error page', () => {
    for (const code of ['FOP-003', 'FOP-004', 'API-500']) {
      expect(presentForgotPasswordError(code)).toEqual({ kind: 'general', code });
    }
  });
});
