import { describe, expect, it } from 'vitest';
import type { PaymentOptionName } from '../entities/payment-providers';
import { isMethodSelectable, lockedAdditions, methodLock, type PaymentMethodFacts } from './payment-method-rules';

type Verification = NonNullable<PaymentMethodFacts['organization']['verification_status']>;
const verified: Verification = { verification_status: 'verified', verification_code: null, verification_details: [], payouts_enabled: true, charges_enabled: true };
const facts = (over: { verification?: Partial<Verification> | null; subscription?: PaymentMethodFacts['subscription'] } = {}): PaymentMethodFacts => ({
  organization: { verification_status: over.verification === null ? null : { ...verified, ...over.verification } },
  subscription: over.subscription === undefined ? 'active' : over.subscription,
});
const ALL: PaymentOptionName[] = ['card_payments', 'sepa_debit_payments', 'inespay_payments', 'redsys_payments'];

describe('payment method enabling rules', () => {
  it('a verified account with payouts and an active subscription can select every method', () => {
    expect(ALL.map((o) => methodLock(o, facts()))).toEqual([null, null, null, null]);
  });

  it('an unverified, pending or never-verified account, or one with payouts off, can select none', () => {
    for (const f of [facts({ verification: null }), facts({ verification: { verification_status: 'unverified' } }), facts({ verification: { verification_status: 'pending' } })]) {
      expect(ALL.map((o) => methodLock(o, f))).toEqual(['unverified', 'unverified', 'unverified', 'unverified']);
    }
    expect(ALL.every((o) => methodLock(o, facts({ verification: { payouts_enabled: false } })) === 'payouts_disabled')).toBe(true);
  });

  it('methods for paying users need a subscription: none, canceled or expired locks Inespay and Redsys only', () => {
    for (const subscription of [null, 'canceled', 'incomplete_expired'] as const) {
      const f = facts({ subscription });
      expect(ALL.filter((o) => isMethodSelectable(o, f))).toEqual(subscription === 'canceled' ? ['card_payments'] : ['card_payments', 'sepa_debit_payments']);
      expect(methodLock('redsys_payments', f)).toBe('subscription_required');
      expect(methodLock('inespay_payments', f)).toBe('subscription_required');
    }
    expect(methodLock('redsys_payments', facts({ subscription: 'trialing' }))).toBeNull();
  });

  it('direct debit is locked while the subscription is canceled or unpaid', () => {
    expect(methodLock('sepa_debit_payments', facts({ subscription: 'canceled' }))).toBe('subscription_inactive');
    expect(methodLock('sepa_debit_payments', facts({ subscription: 'unpaid' }))).toBe('subscription_inactive');
    expect(methodLock('sepa_debit_payments', facts({ subscription: 'past_due' }))).toBeNull();
    expect(methodLock('card_payments', facts({ subscription: 'unpaid' }))).toBeNull();
  });

  it('only adding a locked method is refused: unselecting, or keeping one selected before, is allowed', () => {
    const f = facts({ subscription: null });
    expect(lockedAdditions(['card_payments'], ['card_payments', 'redsys_payments'], f)).toEqual(['redsys_payments']);
    expect(lockedAdditions(['card_payments', 'redsys_payments'], ['redsys_payments'], f)).toEqual([]);
    expect(lockedAdditions([], ['sepa_debit_payments'], f)).toEqual([]);
  });
});
