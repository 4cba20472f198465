import { describe, expect, it } from 'vitest';
import type { Availability, Offer } from '../flow/offer';
import { sessionFor } from '../session/session-fixture';
import { flowOutcome, outcomeError } from './flow-outcome';

const offer = { planId: 'p1', linkId: 'l1' } as Offer;
const ready: Availability = { kind: 'ready', offer };

describe('what a checkout with a session shows', () => {
  it('an ended session (CHK-006) shows its page whatever the payment link answers, and reports cobro-error CHK-006', () => {
    const ended = { kind: 'ended' as const, code: 'CHK-006', message: 'Checkout session expired' };
    for (const availability of [ready, { kind: 'loading' as const }, { kind: 'unavailable' as const }]) {
      expect(flowOutcome(ended, availability)).toEqual({ kind: 'session-ended', code: 'CHK-006', message: 'Checkout session expired' });
    }
    expect(outcomeError(flowOutcome(ended, ready))).toEqual({ code: 'CHK-006', message: 'Checkout session expired' });
  });

  it('the checkout waits for the session as well as for the link: it never starts without its prefill', () => {
    expect(flowOutcome({ kind: 'loading' }, ready)).toEqual({ kind: 'loading' });
    expect(flowOutcome({ kind: 'none' }, { kind: 'loading' })).toEqual({ kind: 'loading' });
  });

  it('a session read that failed is retried on its own', () => {
    expect(flowOutcome({ kind: 'failed', code: 'API-500', message: 'down' }, ready)).toMatchObject({ kind: 'failed', read: 'session' });
    expect(flowOutcome({ kind: 'none' }, { kind: 'failed', code: 'CHK-004', message: 'gone' })).toMatchObject({ read: 'offer' });
  });

  it('ready carries the session to the steps; without one, the checkout is as before', () => {
    const session = sessionFor('l1');
    expect(flowOutcome({ kind: 'ready', session }, ready)).toEqual({ kind: 'ready', offer, session });
    expect(flowOutcome({ kind: 'none' }, ready)).toEqual({ kind: 'ready', offer, session: null });
    expect(outcomeError(flowOutcome({ kind: 'none' }, ready))).toBeNull();
    expect(outcomeError(flowOutcome({ kind: 'none' }, { kind: 'unavailable' }))).toMatchObject({ code: 'CHK-004' });
  });
});
