import type { MerchantService } from '@cobro/contracts';
import { serviceQuery } from '@cobro/data';
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { aService } from './catalog.fixtures';
import { useServiceColumns } from './catalog-columns';
import { ServiceDetailPage } from './service-detail-page';

// The badges the services list and a service's page show, by the service's origin and key mode (decision 1011).
const badges = (html: string) => [...html.matchAll(/<span class="badge [^"]*origin-badge">([^<]*)<\/span>/g)].map((m) => m[1]);

function NameCell({ service }: { service: MerchantService }) {
  const [name] = useServiceColumns();
  return <>{name.cell(service)}</>;
}

async function render(locale: 'es' | 'en', service: MerchantService) {
  await loadCatalog('dashboard', locale);
  const client = new QueryClient();
  client.setQueryData(serviceQuery(service.id).queryKey, service);
  const html = (node: React.ReactNode) =>
    renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <Router ssrPath="/dashboard/services">{node}</Router>
        </QueryClientProvider>
      </I18nProvider>,
    );
  return {
    list: badges(html(<NameCell service={service} />)),
    detail: badges(html(<ServiceDetailPage id={service.id} canCharge />)),
  };
}

describe("a web-services button's service in the dashboard", () => {
  it('is badged in the list and on its page, a test key’s as such, in English and Spanish', async () => {
    const live = aService({ origin: 'button', key_mode: 'live' });
    const test = aService({ origin: 'button', key_mode: 'test' });
    expect(await render('en', live)).toEqual({ list: ['Web button'], detail: ['Web button'] });
    expect(await render('en', test)).toEqual({ list: ['Web button · test'], detail: ['Web button · test'] });
    expect(await render('es', live)).toEqual({ list: ['Botón web'], detail: ['Botón web'] });
    expect(await render('es', test)).toEqual({ list: ['Botón web · prueba'], detail: ['Botón web · prueba'] });
  });

  it("the merchant's own service carries no such badge", async () => {
    expect(await render('es', aService())).toEqual({ list: [], detail: [] });
  });
});
