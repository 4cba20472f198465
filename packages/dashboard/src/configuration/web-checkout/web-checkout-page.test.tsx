import { ApiError } from '@cobro/client';
import { CallbackChargeData, WIDGET_ERROR_CODES, type Organization, type WidgetConfiguration } from '@cobro/contracts';
import { callbackSecretQuery, webhookDeliveriesQuery, widgetConfigurationQuery, widgetManifestQuery, widgetServicesQuery } from '@cobro/data';
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { DashboardConfigProvider } from '../../app/dashboard-config';
import { CALLBACK_EXAMPLE } from './callback-example';
import { WebCheckoutPage } from './web-checkout-page';

// Server rendering checks what each state of the screen shows; behaviour (typing, copying, dialogs) is in
// e2e/web-checkout.spec.ts.
const API = 'https://cobro.test/api';
const configuration: WidgetConfiguration = {
  domain: 'https://tienda.ejemplo.es',
  api_key: 'pk_test_demo',
  version: '1.0.0',
  callback_url: null,
  callback_url_enabled: false,
};
const verified = { verification_status: 'verified', payouts_enabled: true, charges_enabled: true } as const;
const organization = (verification: Organization['verification_status'] = verified) =>
  ({ payments_activated: true, verification_status: verification }) as Organization;
const manifest = {
  version: '1.0.0',
  files: { 'pay-button.js': { integrity: 'sha384-SCRIPT', bytes: 1 }, 'pay-button.css': { integrity: 'sha384-STYLES', bytes: 1 } },
};

function render(client: QueryClient, org = organization()) {
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <DashboardConfigProvider value={{ apiUrl: API }}>
          <Router ssrPath="/dashboard/configuration/web-checkout">
            <WebCheckoutPage organization={org} />
          </Router>
        </DashboardConfigProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

function loaded(config: Partial<WidgetConfiguration> = {}) {
  const client = new QueryClient();
  client.setQueryData(widgetConfigurationQuery().queryKey, { ...configuration, ...config });
  client.setQueryData(widgetManifestQuery('https://cobro.test', '1.0.0').queryKey, manifest);
  client.setQueryData(widgetServicesQuery().queryKey, []);
  return client;
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

describe('web checkout screen', () => {
  beforeAll(() => loadCatalog('dashboard', 'en'));

  it('shows a loading placeholder while the configuration loads', () => {
    expect(render(new QueryClient())).toContain('role="status"');
  });

  it('a configuration that cannot load shows WID-001 with a retry (the server code when it sent one)', () => {
    const client = new QueryClient();
    // As on the screen after the failed request: the same mount does not ask again by itself.
    client.setQueryDefaults(widgetConfigurationQuery().queryKey, { retryOnMount: false });
    const { queryKey } = widgetConfigurationQuery();
    const fail = (error: Error) => client.getQueryCache().build(client, { queryKey }).setState({ status: 'error', error, fetchStatus: 'idle' });
    fail(new ApiError(500, { code: 'API-500', message: 'boom' }));
    let html = text(render(client));
    expect(html).toContain('The widget configuration could not be loaded');
    expect(html).toContain('WID-001:');
    expect(html).toContain('Try again');

    client.getQueryCache().clear();
    fail(new ApiError(404, { code: 'WID-006', message: 'no version' }));
    html = text(render(client));
    expect(html).toContain('WID-006: This widget version does not exist');
  });

  it('shows the four steps, the versioned script pinned by its SRI hashes, the callback example and every error code', () => {
    const html = render(loaded());
    const words = text(html);
    for (const step of ['Add domain', 'Unique script', 'Payment button', 'Callback customisation']) expect(words).toContain(step);
    expect(html.match(/<details/g)).toHaveLength(4);
    expect(words).toContain('https://tienda.ejemplo.es');
    expect(words).toContain(
      '<script type="module" src="https://cobro.test/widget/1.0.0/pay-button.js?key=pk_test_demo&amp;api=https://cobro.test/api" integrity="sha384-SCRIPT" crossorigin="anonymous"></script>',
    );
    expect(words).toContain('integrity="sha384-STYLES"');
    expect(words).toContain('Copy script');
    expect(words).toContain('"uelz_charge_id"');
    for (const code of Object.keys(WIDGET_ERROR_CODES)) expect(words).toContain(code);
    expect(words).toContain('Add the exact https domain of this page (no path) in Configuration > Web checkout, step 1.');
  });

  it('a test key offers the local live mode, off (decision 1121); a live key does not', () => {
    const test = text(render(loaded()));
    expect(test).toContain('Local live mode');
    expect(test).toContain('payments stay in this server');
    expect(test).toContain('pay-button.js?key=pk_test_demo');
    expect(test).not.toContain('pk_live_local_');
    expect(text(render(loaded({ api_key: 'pk_live_demo' })))).not.toContain('Local live mode');
  });

  it('without a domain the first step is open on the domain form, the https:// prefix beside the input', () => {
    const html = render(loaded({ domain: null }));
    expect(html).toMatch(/<details class="setup-step" open="">\s*<summary/);
    expect(html).toContain('url-field__prefix');
    expect(text(html)).toContain('Save domain');
  });

  it('a merchant without charges enabled sees the code but no copy button, and is told what to do', () => {
    for (const verification of [{ ...verified, charges_enabled: false }, { ...verified, verification_status: 'pending' as const }]) {
      const words = text(render(loaded(), organization(verification)));
      expect(words).toContain('pay-button.js?key=pk_test_demo');
      expect(words).not.toContain('Copy script');
    }
    expect(text(render(loaded(), organization({ ...verified, charges_enabled: false })))).toContain('General data');
    expect(text(render(loaded(), organization({ ...verified, verification_status: 'pending' })))).toContain('We are verifying your account');
  });

  it('the callback URL can only be edited while callbacks are on', () => {
    const urlInput = (html: string) => /<input[^>]*url-field__input[^>]*>/g.exec(html.slice(html.indexOf('Callback URL')))?.[0] ?? '';
    expect(urlInput(render(loaded()))).toContain('disabled');
    const on = render(loaded({ callback_url_enabled: true, callback_url: 'https://tienda.ejemplo.es/cobro' }));
    expect(urlInput(on)).not.toContain('disabled');
    expect(on).toMatch(/role="switch"[^>]*checked=""|checked=""[^>]*role="switch"/);
  });

  it('the product-services button names the first active plan by id, with its price (per unit when variable) in the plan choice', () => {
    const client = loaded();
    client.setQueryData(widgetServicesQuery().queryKey, [
      { id: 'svc-empty', name: 'Sin planes', type: 'fixed', plans: [] },
      {
        id: 'svc-yoga',
        name: 'Clases de yoga',
        type: 'fixed',
        plans: [
          { id: 'pln-mes', name: 'Bono mensual', unit_amount: 4990, currency: 'eur', type: 'fixed', frequency: 'month' },
          { id: 'pln-horas', name: 'Horas', unit_amount: 5000, currency: 'eur', type: 'variable', frequency: 'month' },
        ],
      },
    ]);
    const words = text(render(client));
    expect(words).toContain('<pay-button\n  service-id="svc-yoga"\n  plan-id="pln-mes"\n></pay-button>');
    expect(words).toMatch(/Bono mensual · 49,90\s€ · Monthly/);
    // A variable plan's price is of one unit (decision 1139).
    expect(words).toMatch(/Horas · 50,00\s€ \/ unit · Monthly/);
    expect(words).not.toContain('Sin planes');
  });

  it('the delivery log shows each delivery with its status, answer and next attempt; the secret starts masked', () => {
    const client = loaded({ callback_url_enabled: true, callback_url: 'https://tienda.ejemplo.es/cobro' });
    client.setQueryData(callbackSecretQuery().queryKey, { secret: 'whsec_c2VjcmV0b2ZkZW1vbWVyY2hhbnQ=' });
    const delivery = {
      webhook_id: 'msg_1',
      url: 'https://tienda.ejemplo.es/cobro',
      delivered_at: null,
      created_at: '2025-03-14T10:32:05.000Z',
    };
    client.setQueryData(webhookDeliveriesQuery({ page: 1, page_size: 10 }).queryKey, {
      data: [
        { ...delivery, id: 'd1', charge_id: 'ch_1', charge_status: 'paid', status: 'pending', attempts: 2, last_status_code: 500, last_error: null, next_attempt_at: '2025-03-14T11:32:05.000Z' },
        { ...delivery, id: 'd2', charge_id: null, charge_status: null, status: 'failed', attempts: 1, last_status_code: null, last_error: 'connect ETIMEDOUT', next_attempt_at: null },
      ],
      total: 2,
      page: 1,
      page_size: 10,
    });
    const html = render(client);
    // The cells as read, without the field names the phone's cards show (aria-hidden, decision 0517).
    const unlabelled = html.replace(/<span class="data-table__label" aria-hidden="true">.*?<\/span>/g, '');
    const rows = unlabelled.slice(unlabelled.indexOf('Callback deliveries')).split('<tr').slice(2).map(text);
    expect(rows[0]).toMatch(/ch_1\s+Succeeded\s+Retrying\s+2\s+HTTP 500\s+14\/03\/2025/);
    expect(rows[1]).toMatch(/—\s+Failed\s+1\s+connect ETIMEDOUT\s+—/);
    expect(html).toContain('aria-label="Resend the callback of 14/03/2025');
    expect(text(html)).toContain(`whsec_${'•'.repeat(24)}`);
    expect(text(html)).not.toContain('whsec_c2VjcmV0');
  });

  it('a version that is not published on this server offers no script to copy', () => {
    const client = loaded({ version: '0.0.4' });
    client.setQueryData(widgetManifestQuery('https://cobro.test', '0.0.4').queryKey, { version: '0.0.4', files: {} });
    const words = text(render(client));
    expect(words).toContain('Version 0.0.4 is not published on this server');
    expect(words).not.toContain('Copy script');
  });

  it('the callback example is the contract shape of a charge sent to a callback', () => {
    expect(CallbackChargeData.parse(CALLBACK_EXAMPLE)).toEqual(CALLBACK_EXAMPLE);
  });
});
