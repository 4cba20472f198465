import { describe, expect, it } from 'vitest';
import { presentSignInError, queryErrorCode } from './sign-in-errors';

describe('sign-in errors', () => {
  it('wrong password (LOG-003) shows under the password field', () => {
    expect(presentSignInError('LOG-003')).toEqual({ kind: 'field', field: 'password', code: 'LOG-003' });
  });

  it('user not found (LOG-002) shows a warning with a register link', () => {
    expect(presentSignInError('LOG-002')).toEqual({ kind: 'warning', link: 'register', code: 'LOG-002' });
  });

  it('Google account exists (GOO-002) and user exists (REG-002) show a warning with a sign-in link', () => {
    expect(presentSignInError('GOO-002')).toEqual({ kind: 'warning', link: 'signin', code: 'GOO-002' });
    expect(presentSignInError('REG-002')).toEqual({ kind: 'warning', link: 'signin', code: 'REG-002' });
  });

  it('login error (LOG-001) shows a dismissible toast', () => {
    expect(presentSignInError('LOG-001')).toEqual({ kind: 'toast', code: 'LOG-001' });
  });

  it('other codes show a banner with the message', () => {
    expect(presentSignInError('GOO-001')).toEqual({ kind: 'banner', code: 'GOO-001' });
    expect(presentSignInError('API-007')).toEqual({ kind: 'banner', code: 'API-007' });
  });

  it('errors arriving in the page query are read from code_error first', () => {
    expect(queryErrorCode('?error=true&code_error=GOO-002')).toBe('GOO-002');
    expect(queryErrorCode('?error=LOG-002')).toBe('LOG-002');
  });

  it('a free-text error in the page query counts as a login error, and no error means none', () => {
    expect(queryErrorCode('?error=something%20failed')).toBe('LOG-001');
    expect(queryErrorCode('')).toBeUndefined();
    expect(queryErrorCode('?code_error=&error=')).toBeUndefined();
  });
});
