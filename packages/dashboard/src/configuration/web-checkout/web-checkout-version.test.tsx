import type { Organization, WidgetConfiguration } from '@cobro/contracts';
import { widgetConfigurationQuery, widgetManifestQuery, widgetServicesQuery } from '@cobro/data';
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { DashboardConfigProvider } from '../../app/dashboard-config';
import { WebCheckoutPage } from './web-checkout-page';

// Issue 11: the page carried an update to the version already in use ("uses 1.0.0 ... Version 1.0.0 is available",
// "Update to 1.0.0"). Issue 27 item 16: the server now serves the spec's 0.0.4 too, so the picker offers it with its
// own script (decision 1063).
const configuration: WidgetConfiguration = {
  domain: 'https://tienda.ejemplo.es',
  api_key: 'pk_test_demo',
  version: '1.0.0',
  callback_url: null,
  callback_url_enabled: false,
};
const organization = {
  payments_activated: true,
  verification_status: { verification_status: 'verified', payouts_enabled: true, charges_enabled: true },
} as Organization;
const manifest = (version: string) => ({ version, files: { 'pay-button.js': { integrity: 'sha384-SCRIPT', bytes: 1 } } });

function render(version: string) {
  const client = new QueryClient();
  client.setQueryData(widgetConfigurationQuery().queryKey, { ...configuration, version });
  client.setQueryData(widgetManifestQuery('https://cobro.test', '1.0.0').queryKey, manifest('1.0.0'));
  client.setQueryData(widgetManifestQuery('https://cobro.test', '0.0.4').queryKey, manifest('0.0.4'));
  client.setQueryData(widgetServicesQuery().queryKey, []);
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <DashboardConfigProvider value={{ apiUrl: 'https://cobro.test/api' }}>
          <Router ssrPath="/dashboard/configuration/web-checkout">
            <WebCheckoutPage organization={organization} />
          </Router>
        </DashboardConfigProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ');
const versionOptions = (html: string) => [...html.matchAll(/<option value="(\d+\.\d+\.\d+)"/g)].map((m) => m[1]);

describe('the widget version on the web checkout screen', () => {
  beforeAll(() => loadCatalog('dashboard', 'en'));

  it('on the latest version: no update offered anywhere on the page, and both served versions to pick', () => {
    const html = render('1.0.0');
    expect(text(html)).not.toMatch(/Update to|is available|Update your widget/);
    expect(versionOptions(html)).toEqual(['1.0.0', '0.0.4']);
  });

  it('on 0.0.4: the update to the latest is offered, and the 0.0.4 script to copy meanwhile', () => {
    const html = text(render('0.0.4'));
    expect(html).toMatch(/uses version 0\.0\.4 of the widget\. Version 1\.0\.0 is available/);
    expect(html).toContain('Update to 1.0.0');
    expect(html).toContain('Unique script, version 0.0.4');
    expect(html).toContain('/widget/0.0.4/pay-button.js?key=pk_test_demo');
    expect(html).not.toContain('is not published on this server');
  });
});
