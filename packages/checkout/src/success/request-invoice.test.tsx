import { configureApi } from '@cobro/data';
import { loadSdkCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FlowProvider } from '../flow/flow-context';
import { initialFlowState } from '../flow/flow-state';
import type { Offer } from '../flow/offer';
import { RequestInvoice } from './request-invoice';

const offer = { planId: 'p1', linkId: 'l1' } as Offer;

beforeAll(async () => {
  configureApi({ apiUrl: 'https://api.test' });
  await loadSdkCatalog('es', { steps: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('the invoice request form', () => {
  it('is a form named by its heading with one submit button, in Spanish, and rendering it sends nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider i18n={i18n}>
          <FlowProvider value={{ id: 'l1', offer, session: null, state: initialFlowState, dispatch: () => undefined }}>
            <RequestInvoice purchaseId="pu1" />
          </FlowProvider>
        </I18nProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain('<form class="result__invoice" aria-labelledby="request-invoice-title">');
    expect(html).toContain('<h2 id="request-invoice-title" class="result__invoice-title">¿Necesitas factura?</h2>');
    expect(html).toContain('<button type="submit" class="button button--secondary">Solicitar factura</button>');
    expect(html).not.toContain('role="alert"');
    expect(fetch).not.toHaveBeenCalled();
  });
});
