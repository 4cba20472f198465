// @vitest-environment happy-dom
import type { CheckoutSession } from '@cobro/contracts';
import { checkoutSessionKeys, configureApi } from '@cobro/data';
import { loadSdkCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { CheckoutConfigProvider } from '../app/checkout-config';
import { CompleteLocationPage } from '../complete-location/complete-location-page';
import { stubApi } from '../portal/portal.fixtures';
import { sessionFor } from '../session/session-fixture';
import { FlowProvider } from './flow-context';
import { initialFlowState, type FlowAction, type FlowState } from './flow-state';
import type { Offer } from './offer';
import { SessionTimeLimit } from './session-time-limit';
import { WARN_BEFORE_MS } from './time-limit-warning';

// WCAG 2.2.1 (decision 1164): what "More time" asks the server for, on the step it guards. A fake clock, never waiting.

const START = new Date('2026-11-29T10:00:00.000Z').getTime();
const MINUTE = 60_000;
const config = { paymentsUrl: 'https://api.test/api/payments', locale: 'en' as const, mode: 'embedded' as const, sessionId: 'cs_1' };
const buyer = { customer_type: 'PERSON' as const, customer_email: 'ana@example.es', customer_cif: '12345678Z' };
const staticLocation = (): [string, (to: string) => void] => ['/checkout/l1/complete-location', () => undefined];

function renderInFlow(page: ReactNode, { session = null, state = initialFlowState, dispatch = () => undefined }: { session?: CheckoutSession | null; state?: FlowState; dispatch?: (action: FlowAction) => void }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <Router hook={staticLocation}>
          <CheckoutConfigProvider value={config}>
            <FlowProvider value={{ id: 'l1', offer: { planId: 'p1' } as Offer, session, state, dispatch }}>{page}</FlowProvider>
          </CheckoutConfigProvider>
        </Router>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return client;
}

const pressMoreTime = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'More time' }));
    await vi.advanceTimersByTimeAsync(0);
  });

beforeAll(async () => {
  configureApi({ apiUrl: 'https://api.test/api' });
  await loadSdkCatalog('en', { steps: true });
});
beforeEach(() => vi.useFakeTimers({ now: START }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the time limits of a checkout', () => {
  it("a <pay-button> session: More time posts its extension and the session's new end replaces the cached one", async () => {
    const session = sessionFor('l1', { expires_at: new Date(START + 60 * MINUTE).toISOString() });
    const later = { ...session, expires_at: new Date(START + 118 * MINUTE).toISOString() };
    const calls = stubApi({ 'POST /api/checkout-sessions/cs_1/extend': { status: 200, body: later } });
    const client = renderInFlow(<SessionTimeLimit />, { session });
    act(() => vi.advanceTimersByTime(60 * MINUTE - WARN_BEFORE_MS));
    expect(screen.getByRole('alert').textContent).toContain('Your checkout ends in 2 minutes.');
    await pressMoreTime();
    expect(calls.map((call) => call.key)).toEqual(['POST /api/checkout-sessions/cs_1/extend']);
    expect(client.getQueryData(checkoutSessionKeys.detail('cs_1'))).toEqual(later);
  });

  it("the address step's key: More time asks verify-id again with the buyer's first answers and keeps the new key", async () => {
    const calls = stubApi({
      'POST /api/checkout/l1/verify-id': {
        status: 200,
        body: { needs_verification: false, needs_location: true, location_update_key: 'k2', customer_id: 'c1' },
      },
    });
    const dispatch = vi.fn();
    const state: FlowState = { ...initialFlowState, buyer, customer_id: 'c1', needs_location: true, location_update_key: 'k1', location_key_until: START + 30 * MINUTE };
    renderInFlow(<CompleteLocationPage />, { state, dispatch });
    act(() => vi.advanceTimersByTime(30 * MINUTE - WARN_BEFORE_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toContain('Your checkout ends in 2 minutes.');
    await pressMoreTime();
    expect(calls).toEqual([{ key: 'POST /api/checkout/l1/verify-id', body: buyer }]);
    expect(dispatch).toHaveBeenCalledWith({ type: 'location-key', key: 'k2', at: START + 28 * MINUTE });
  });
});
