import { describe, expect, it } from 'vitest';
import { ProviderActivateBody } from '../entities/payment-providers';
import { redsysCredentialProblems } from './redsys-credentials';

const GOOD = { api_key: '999008881', api_token: '001', token: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7' };

describe('the shapes of Redsys credentials (decision 1150)', () => {
  it('accepts a 9-digit merchant code, a 3-digit terminal and 32 base64 characters', () => {
    expect(redsysCredentialProblems(GOOD)).toEqual({});
  });

  it('names each field that is wrong, and only those', () => {
    expect(redsysCredentialProblems({ ...GOOD, api_token: '1' })).toEqual({ api_token: 'invalid_terminal' });
    expect(redsysCredentialProblems({ ...GOOD, api_key: '99900888' })).toEqual({ api_key: 'invalid_merchant_code' });
    expect(redsysCredentialProblems({ ...GOOD, api_key: 'FUC999008' })).toEqual({ api_key: 'invalid_merchant_code' });
    expect(redsysCredentialProblems({ ...GOOD, token: `${GOOD.token}=` })).toEqual({ token: 'invalid_secret_key' });
    expect(redsysCredentialProblems({ ...GOOD, token: GOOD.token.replace('s', '-') })).toEqual({ token: 'invalid_secret_key' });
    expect(redsysCredentialProblems({ api_key: '1', api_token: '1234', token: 'x' })).toEqual({
      api_key: 'invalid_merchant_code',
      api_token: 'invalid_terminal',
      token: 'invalid_secret_key',
    });
  });

  it('the activation body checks them for redsys only, after spaces are stripped', () => {
    expect(ProviderActivateBody.safeParse({ provider: 'redsys', ...GOOD, api_key: ' 999 008 881 ' }).success).toBe(true);
    const wrong = ProviderActivateBody.safeParse({ provider: 'redsys', ...GOOD, api_token: '01' });
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['api_token', 'invalid_terminal']]);
    expect(ProviderActivateBody.safeParse({ provider: 'inespay', api_key: 'any-key', api_token: 'any-token' }).success).toBe(true);
  });
});
