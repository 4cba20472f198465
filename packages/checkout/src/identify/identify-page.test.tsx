import type { CheckoutSession } from '@cobro/contracts';
import { configureApi } from '@cobro/data';
import { loadSdkCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { CheckoutConfigProvider } from '../app/checkout-config';
import { FlowProvider } from '../flow/flow-context';
import { initialFlowState } from '../flow/flow-state';
import type { Offer } from '../flow/offer';
import { sessionFor } from '../session/session-fixture';
import { IdentifyPage } from './identify-page';

const offer = { planId: 'p1', linkId: 'l1' } as Offer;
const config = { paymentsUrl: 'https://api.test/payments', locale: 'es' as const, mode: 'embedded' as const, sessionId: 'cs_1' };

// Server rendering shows the markup the buyer gets (read-only, not disabled, the prefilled values; one Continue
// button) and that rendering alone sends nothing.
function render(session: CheckoutSession | null) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <Router hook={staticLocation}>
          <CheckoutConfigProvider value={config}>
            <FlowProvider value={{ id: 'l1', offer, session, state: initialFlowState, dispatch: () => undefined }}>
              <IdentifyPage />
            </FlowProvider>
          </CheckoutConfigProvider>
        </Router>
      </I18nProvider>
    </QueryClientProvider>,
  );
}
const staticLocation = (): [string, (to: string) => void] => ['/checkout/l1', () => undefined];
const inputs = (html: string) => html.match(/<input[^>]*>/g) ?? [];
const field = (html: string, type: string) => inputs(html).find((input) => input.includes(`type="${type}"`)) ?? '';

beforeAll(async () => {
  configureApi({ apiUrl: 'https://api.test' });
  await loadSdkCatalog('es');
});
afterEach(() => vi.unstubAllGlobals());

describe('identify with a not-editable session', () => {
  const locked = sessionFor('l1', {
    not_editable: true,
    prefill: { type: 'COMPANY', email: 'compras@acme.es', cif: 'B12345674' },
  });

  it('the prefilled fields are read-only, not disabled: focusable and announced as read-only', () => {
    const html = render(locked);
    const email = field(html, 'email');
    expect(email).toMatch(/readonly=""/i);
    expect(email).not.toContain('disabled');
    expect(email).toContain('value="compras@acme.es"');
    expect(html).toContain('value="Una empresa"');
    expect(html).not.toContain('type="radio"');
    expect(html).toContain('La tienda ha rellenado algunos de tus datos');
  });

  it('every field filled still shows one Continue button to confirm, and rendering sends nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const html = render(locked);
    expect(html.match(/type="submit"/g)).toHaveLength(1);
    expect(html).toContain('Continuar');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('identify without a lock', () => {
  it('a session without not_editable prefills but locks nothing: the type is chosen with the radios', () => {
    const html = render(sessionFor('l1', { prefill: { email: 'ana@example.es' } }));
    expect(html).not.toMatch(/readonly/i);
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).not.toContain('La tienda ha rellenado');
  });

  it('without a session the e-mail and tax id wait for the type (disabled), as before', () => {
    const html = render(null);
    expect(field(html, 'email')).toContain('disabled');
    expect(html).not.toMatch(/readonly/i);
  });
});
