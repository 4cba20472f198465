import type { CheckoutSession } from '@cobro/contracts';
import { describe, expect, it } from 'vitest';
import type { Read } from '../flow/offer';
import { sessionFor } from './session-fixture';
import { sessionState } from './session-state';

const ok = (data: CheckoutSession): Read<CheckoutSession> => ({ ok: true, data });
const failed = (status: number, code: string): Read<never> => ({ ok: false, status, code, message: `${code} text` });

describe('the checkout session of session-id (decision 0855)', () => {
  it('without a session-id there is nothing to read', () => {
    expect(sessionState('l1', null, undefined)).toEqual({ kind: 'none' });
  });

  it('waits for the read', () => {
    expect(sessionState('l1', 'cs_1', undefined)).toEqual({ kind: 'loading' });
  });

  it('an expired or missing session (CHK-006) ends the checkout: the buyer starts again from the merchant page', () => {
    expect(sessionState('l1', 'cs_1', failed(404, 'CHK-006'))).toEqual({ kind: 'ended', code: 'CHK-006', message: 'CHK-006 text' });
  });

  it("another payment link's session ends it too: its data is never prefilled here", () => {
    expect(sessionState('l1', 'cs_1', ok(sessionFor('l2')))).toMatchObject({ kind: 'ended', code: 'CHK-006' });
  });

  it('a read that could not run (network, 5xx) is a failure the buyer may retry', () => {
    expect(sessionState('l1', 'cs_1', failed(0, 'API-500'))).toMatchObject({ kind: 'failed', code: 'API-500' });
    expect(sessionState('l1', 'cs_1', failed(503, 'API-500'))).toMatchObject({ kind: 'failed' });
  });

  it("the link's own session is ready", () => {
    const session = sessionFor('l1');
    expect(sessionState('l1', 'cs_1', ok(session))).toEqual({ kind: 'ready', session });
  });
});
