import { describe, expect, it } from 'vitest';
import { chargeMethodFacts, methodFactsOf, providerMethodDetails } from './method-details';

const record = (payment_method_details: Record<string, unknown> | null, object: 'charge' | 'refund' = 'charge') => ({
  id: 'ch_1',
  object,
  amount: 100,
  created: 0,
  status: 'succeeded',
  paid: true,
  failure_message: null,
  payment_method_details,
});

describe("a charge's method details", () => {
  it('are Stripe-shaped: the card under card, the account under sepa_debit, the bank gateways by type alone', () => {
    expect(providerMethodDetails({ type: 'card', brand: 'visa', last4: '4242' })).toEqual({ type: 'card', card: { brand: 'visa', last4: '4242' } });
    expect(providerMethodDetails({ type: 'sepa_debit', brand: null, last4: '3000' })).toEqual({ type: 'sepa_debit', sepa_debit: { last4: '3000' } });
    expect(providerMethodDetails({ type: 'redsys', brand: null, last4: null })).toEqual({ type: 'redsys' });
  });

  it('read back as brand and last four, whatever case the method was stored in', () => {
    const card = providerMethodDetails({ type: 'card', brand: 'mastercard', last4: '4444' });
    expect(methodFactsOf(card, 'CARD')).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(methodFactsOf(providerMethodDetails({ type: 'sepa_debit', brand: null, last4: '3000' }), 'sepa_debit')).toEqual({ brand: null, last4: '3000' });
  });

  it('say nothing where the provider said nothing or something else', () => {
    const none = { brand: null, last4: null };
    expect(methodFactsOf(null, 'card')).toEqual(none);
    expect(methodFactsOf({ type: 'redsys' }, 'redsys')).toEqual(none);
    expect(methodFactsOf({ card: 'visa' }, 'card')).toEqual(none);
    expect(methodFactsOf({ card: { brand: 7 } }, 'card')).toEqual(none);
  });

  it("of a charge come from its own provider record, not a refund's", () => {
    const card = providerMethodDetails({ type: 'card', brand: 'visa', last4: '4242' });
    expect(chargeMethodFacts({ payment_method: 'card', associated_transactions: [record(null, 'refund'), record(card)] })).toEqual({ brand: 'visa', last4: '4242' });
    expect(chargeMethodFacts({ payment_method: 'card', associated_transactions: [] })).toEqual({ brand: null, last4: null });
  });
});
