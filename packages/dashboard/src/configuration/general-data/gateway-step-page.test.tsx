// @vitest-environment happy-dom
import type { Organization, VerifyResponse } from '@cobro/contracts';
import { postalCodeQuery, verifyQuery } from '@cobro/data';
import { $toasts } from '@cobro/ui';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { organizationFixture } from '../../activation/activation.fixtures';
import { GatewayStepPage, type GatewayStepSection } from './gateway-step-page';
import { screenSuite } from '../../common/screen.fixtures';

const ADDRESS = { country: 'ES', city: 'Madrid', street: 'Calle Mayor 1', postal_code: '28013' };
const merchant = (verification: Organization['verification_status']) =>
  organizationFixture({
    payments_activated: true,
    company_name: 'Estudio Lucía',
    company_type: 'individual',
    company_industry: '5734',
    address: ADDRESS,
    prefix: '+34',
    phone: '612345678',
    website: 'https://estudiolucia.es',
    legal_manager: { role: 'executive', name: 'Lucía', last_name: 'Fernández', dob: '1985-04-12', ...ADDRESS, prefix: '+34', phone: '612345678' },
    verification_status: verification,
  });
const VERIFIED = { verification_status: 'verified', payouts_enabled: true, charges_enabled: true } as const;
const PENDING = { verification_status: 'pending', payouts_enabled: false } as const;

const TEXTS = {
  en: {
    company: 'Company',
    contact: 'Contact',
    legal: 'Legal representative',
    companyName: 'Company name',
    website: 'Website',
    lastName: 'Last name',
    save: 'Save',
    saved: 'Gateway data updated',
    locked: 'Your data is being reviewed: it cannot be changed until the review ends.',
    industry: 'Computer software stores',
  },
  es: {
    company: 'Empresa',
    contact: 'Contacto',
    legal: 'Representante legal',
    companyName: 'Nombre de la empresa',
    website: 'Sitio web',
    lastName: 'Apellidos',
    save: 'Guardar',
    saved: 'Datos de la pasarela actualizados',
    locked: 'Estamos revisando tus datos: no se pueden cambiar hasta que termine la revisión.',
    industry: 'Tiendas de software',
  },
} as const;

const sessionOf = (organization: Organization): VerifyResponse => ({
  user: { id: 'u1', name: 'Lucía', last_name: 'Fernández', email: 'lucia@example.es', owner: { id: 'u1', name: 'Lucía Fernández', email: 'lucia@example.es' } },
  organization,
  client_product_type: 'payments',
});

function renderPage(section: GatewayStepSection, organization: Organization) {
  const client = new QueryClient();
  client.setQueryData(verifyQuery().queryKey, sessionOf(organization));
  client.setQueryData(postalCodeQuery('ES', '28013').queryKey, { country: 'ES', postal_code: '28013', province: 'Madrid' });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <GatewayStepPage section={section} organization={organization} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

// Issue 27, item 21: the configuration menu's nested gateway sections open steps 1 to 3 as editable forms
// (services-and-configuration 2), editing hidden while the verification is pending (section 4).
describe.each(['en', 'es'] as const)('the gateway step pages of the configuration (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  it.each([
    ['gateway-company', 'company', 'companyName', 'Estudio Lucía'],
    ['gateway-contact', 'contact', 'website', 'https://estudiolucia.es'],
    ['gateway-legal-representative', 'legal', 'lastName', 'Fernández'],
  ] as const)('%s: the step as a form holding the saved data', (section, title, field, value) => {
    renderPage(section, merchant(VERIFIED));
    expect(screen.getByRole('heading', { level: 1, name: texts[title] })).toBeTruthy();
    expect((screen.getByLabelText(texts[field]) as HTMLInputElement).value).toBe(value);
    expect(screen.getByRole('button', { name: texts.save })).toBeTruthy();
  });

  it('saving says the gateway data was updated; a locked company type and industry are sent as stored', async () => {
    const organization = merchant(VERIFIED);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(organization), { headers: { 'content-type': 'application/json' } })));
    renderPage('gateway-company', organization);
    fireEvent.change(screen.getByLabelText(texts.companyName), { target: { value: 'Estudio Lucía Fernández' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: texts.saved, tone: 'success' }]));
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual(['http://api.test/payment-gateway/step-1']);
    const [, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ company_name: 'Estudio Lucía Fernández', company_type: 'individual', company_industry: '5734' });
  });

  it('while the verification is pending: the saved data, no form', () => {
    renderPage('gateway-company', merchant(PENDING));
    expect(screen.getByText(texts.locked)).toBeTruthy();
    expect(screen.getByText(texts.industry)).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.save })).toBeNull();
    expect(screen.queryByLabelText(texts.companyName)).toBeNull();
  });
});
