import type { CheckoutSession } from '@cobro/contracts';
import { configureApi } from '@cobro/data';
import { loadSdkCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { CheckoutConfigProvider } from '../app/checkout-config';
import CompleteDataPage from '../complete-data/complete-data-page';
import { CompleteLocationPage } from '../complete-location/complete-location-page';
import { FlowProvider } from '../flow/flow-context';
import { initialFlowState, type FlowState } from '../flow/flow-state';
import type { Offer } from '../flow/offer';
import { sessionFor } from './session-fixture';

const config = { paymentsUrl: 'https://api.test/payments', locale: 'es' as const, mode: 'embedded' as const, sessionId: 'cs_1' };
const state: FlowState = {
  ...initialFlowState,
  buyer: { customer_type: 'PERSON', customer_email: 'ana@example.es', customer_cif: '12345678Z' },
  customer_id: 'c1',
  location_update_key: 'k',
};
const staticLocation = (): [string, (to: string) => void] => ['/checkout/l1/complete-data', () => undefined];

function render(session: CheckoutSession, page: ReactNode) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <Router hook={staticLocation}>
          <CheckoutConfigProvider value={config}>
            <FlowProvider value={{ id: 'l1', offer: { planId: 'p1' } as Offer, session, state, dispatch: () => undefined }}>
              {page}
            </FlowProvider>
          </CheckoutConfigProvider>
        </Router>
      </I18nProvider>
    </QueryClientProvider>,
  );
}
/** The input or select labelled `label`, found through the label's `for`. */
function control(html: string, label: string): string {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
  return new RegExp(`<(input|select)[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
}

beforeAll(async () => {
  configureApi({ apiUrl: 'https://api.test' });
  await loadSdkCatalog('es', { steps: true });
});

describe('complete-data and complete-location with a not-editable session', () => {
  const session = sessionFor('l1', {
    not_editable: true,
    prefill: { name: 'Ana', prefix: '+34', phone: '612345678', country: 'ES', city: 'Madrid', postal_code: '28013' },
  });

  it('complete-data: the given fields are read-only, the missing ones (surname, address) stay editable', () => {
    const html = render(session, <CompleteDataPage />);
    for (const label of ['Nombre', 'Teléfono', 'Ciudad', 'Código postal']) expect(control(html, label)).toMatch(/readonly=""/i);
    for (const label of ['Apellidos \\(opcional\\)', 'Dirección']) expect(control(html, label)).not.toMatch(/readonly/i);
    expect(control(html, 'País')).toMatch(/^<input[^>]*readonly=""/i);
    expect(control(html, 'País')).toContain('value="España"');
    expect(html).not.toContain('<select');
    expect(html).not.toContain('disabled');
  });

  it('complete-location: the same fields, the same rule', () => {
    const html = render(session, <CompleteLocationPage />);
    for (const label of ['Ciudad', 'Código postal']) expect(control(html, label)).toMatch(/readonly=""/i);
    expect(control(html, 'Dirección')).not.toMatch(/readonly/i);
    expect(control(html, 'País')).toMatch(/readonly=""/i);
  });

  it('an editable session prefills without locking anything', () => {
    const html = render({ ...session, not_editable: false }, <CompleteLocationPage />);
    expect(html).not.toMatch(/readonly/i);
    expect(html).toContain('<select');
  });
});
