import { COMMISSION } from '@cobro/contracts';
import { describe, expect, it } from 'vitest';
import { feesFor, feesFromProvider } from './fee-rules';

describe('fee rules', () => {
  it('the commission constants are the spec\'s (dashboard-core 9)', () => {
    expect(COMMISSION).toEqual({ base: 0.0075, percent: 1, outsideEu: 1.4, transaction: 0.25, billing: 0.5 });
  });

  it('the sandbox card schedule: the application fee (base), outside-EU percent plus the transaction fee, the card fee', () => {
    expect(feesFor('card', 10000)).toEqual([
      { type: 'application', amount: 75 },
      { type: 'provider', amount: 140 + 25 },
      { type: 'card', amount: 5 },
    ]);
    // On a half cent the rate is exactly 0.014, as the schedule always was (1.4 / 100 would round 38.5 down).
    expect(feesFor('card', 2750)[1]).toEqual({ type: 'provider', amount: 39 + 25 });
  });

  it('a live provider\'s fees are its own, plus the application fee unless it collected it', () => {
    expect(feesFromProvider(9000, [{ type: 'stripe_fee', amount: 160 }])).toEqual([
      { type: 'application', amount: 68 },
      { type: 'stripe_fee', amount: 160 },
    ]);
    const collected = [{ type: 'stripe_fee', amount: 160 }, { type: 'application_fee', amount: 68 }];
    expect(feesFromProvider(9000, collected)).toEqual(collected);
  });
});
