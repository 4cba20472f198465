import { describe, expect, it } from 'vitest';
import { cardBrandName, inactiveCompany } from './update-card-rules';

describe('update card (public-flows 8, 9)', () => {
  it('a subscription-not-active answer names the company from its details', () => {
    expect(inactiveCompany({ company_name: ' Cobro Demo S.L. ', extendedMessage: 'x' })).toBe('Cobro Demo S.L.');
    expect(inactiveCompany({ extendedMessage: 'The subscription with X is not active' })).toBeNull();
    expect(inactiveCompany(undefined)).toBeNull();
  });

  it('card brands recognised are visa and mastercard; others show as credit card', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('mastercard')).toBe('Mastercard');
    expect(cardBrandName('amex')).toBeNull();
    expect(cardBrandName(null)).toBeNull();
  });
});
