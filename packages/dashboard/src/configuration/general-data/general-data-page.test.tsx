import type { Organization } from '@cobro/contracts';
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizationFixture } from '../../activation/activation.fixtures';
import { GeneralDataPage } from './general-data-page';

// Server rendering checks what each gateway status shows and which cards offer editing; editing itself reuses the
// wizard's forms (e2e/activation.spec.ts).
function render(verification: Organization['verification_status'], extra: Partial<Organization> = {}) {
  const organization = organizationFixture({
    payments_activated: true,
    company_name: 'Estudio Lucía',
    company_type: 'individual',
    company_industry: '5734',
    verification_status: verification,
    bank_account: { currency: 'eur', account_number: 'ES9121000418450200051332' },
    ...extra,
  });
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <GeneralDataPage organization={organization} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ') };
}
const editButtons = (html: string) => [...html.matchAll(/aria-label="Edit ([^"]+)"/g)].map((m) => m[1]);

describe('general data screen', () => {
  beforeAll(() => loadCatalog('dashboard', 'en'));

  it('pending: amber, nothing editable, the provider section open', () => {
    const { html, text } = render({ verification_status: 'pending', payouts_enabled: false });
    expect(text).toContain('Pending review');
    expect(html).toContain('badge--yellow');
    expect(editButtons(html)).toEqual([]);
    expect(html).toMatch(/<details class="general-data__provider" open/);
    expect(text).toContain('ES91 •••• 1332');
  });

  it('unverified: red, the requirements in words, documents editable, the provider section collapsed', () => {
    const { html, text } = render({
      verification_status: 'unverified',
      payouts_enabled: false,
      verification_details: ['individual.verification.document', 'external_account'],
    });
    expect(text).toContain('Unverified');
    expect(html).toContain('badge--red');
    expect(text).toContain('The identity document (front and back) of the legal representative');
    expect(text).toContain('Your bank account (IBAN)');
    expect(text).not.toContain('individual.verification.document');
    expect(html).not.toMatch(/<details class="general-data__provider" open/);
    // Three cards (services-and-configuration 2); company and contact are the configuration's nested sections.
    expect(editButtons(html)).toEqual(['Legal representative', 'Documents', 'Bank account']);
  });

  it('verified with payouts: green; documents and bank account not editable', () => {
    const { html } = render({ verification_status: 'verified', payouts_enabled: true, charges_enabled: true });
    expect(html).toContain('badge--green');
    expect(editButtons(html)).toEqual(['Legal representative']);
  });
});

// Issue 27: a date of birth as dates are written everywhere (es-ES, decision 0302), and each provider fact agreeing
// with its noun in Spanish.
const manager = {
  role: 'executive',
  name: 'Lucía',
  last_name: 'Gil',
  dob: '1985-03-14',
  country: 'ES',
  city: 'Madrid',
  street: 'Calle Mayor 1',
  postal_code: '28001',
  prefix: '+34',
  phone: '600000000',
} as const;
describe.each([
  ['es', ['Cobros Activados', 'Transferencias Aún no activadas'], ['Cobros Aún no activados', 'Transferencias Activadas']],
  ['en', ['Charges Enabled', 'Payouts Not enabled yet'], ['Charges Not enabled yet', 'Payouts Enabled']],
] as const)('general data in %s', (locale, chargesOnly, payoutsOnly) => {
  beforeAll(() => loadCatalog('dashboard', locale));

  it('shows the date of birth as 14/03/1985 and says which of charges and payouts are enabled in agreement', () => {
    const verified = { verification_status: 'verified' as const, charges_enabled: true, payouts_enabled: false };
    const { text } = render(verified, { legal_manager: manager });
    expect(text).toContain('14/03/1985');
    expect(text).not.toContain('1985-03-14');
    for (const fact of chargesOnly) expect(text).toContain(fact);
    const payouts = render({ ...verified, charges_enabled: false, payouts_enabled: true }).text;
    for (const fact of payoutsOnly) expect(payouts).toContain(fact);
  });
});
