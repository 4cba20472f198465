// @vitest-environment happy-dom
import type { Organization, VerifyResponse } from '@cobro/contracts';
import { verifyQuery } from '@cobro/data';
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { organizationFixture } from './activation.fixtures';
import { LegalStepForm } from './legal-step-form';

const TEXTS = {
  en: { name: 'Name', lastName: 'Last name', phone: 'Phone', city: 'City' },
  es: { name: 'Nombre', lastName: 'Apellidos', phone: 'Teléfono', city: 'Ciudad' },
} as const;

/** The session of the merchant who signed up as Ana Gil Soto, +34 612 34 56 78. */
const session = (organization: Organization): VerifyResponse => ({
  user: {
    id: 'u1',
    name: 'Ana',
    last_name: 'Gil Soto',
    email: 'ana@example.es',
    prefix: '+34',
    phone: '612345678',
    owner: { id: 'u1', name: 'Ana Gil Soto', email: 'ana@example.es' },
  },
  organization,
  client_product_type: 'payments',
});

function renderStep(organization: Organization) {
  const client = new QueryClient();
  client.setQueryData(verifyQuery().queryKey, session(organization));
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <LegalStepForm organization={organization} onSaved={() => undefined} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}
const valueOf = (label: string) => (screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value;

// Issue 27, item 9: the legal representative step starts from what sign-up knows when nothing is saved for it.
describe.each(['en', 'es'] as const)('the legal representative step (%s)', (locale) => {
  const texts = TEXTS[locale];
  beforeAll(() => loadCatalog('dashboard', locale));
  afterEach(cleanup);

  it('with nothing saved, starts from sign-up: name, last name and phone', () => {
    renderStep(organizationFixture());
    expect(valueOf(texts.name)).toBe('Ana');
    expect(valueOf(texts.lastName)).toBe('Gil Soto');
    expect(valueOf(texts.phone)).toBe('+34612345678');
    expect(valueOf(texts.city)).toBe('');
  });

  it('once saved, shows what was saved, not sign-up', () => {
    const address = { country: 'ES', city: 'Madrid', street: 'Calle Mayor 1', postal_code: '28013' };
    renderStep(
      organizationFixture({
        legal_manager: { role: 'executive', name: 'Lucía', last_name: 'Fernández', dob: '1985-04-12', ...address, prefix: '+34', phone: '698765432' },
      }),
    );
    expect(valueOf(texts.name)).toBe('Lucía');
    expect(valueOf(texts.lastName)).toBe('Fernández');
    expect(valueOf(texts.phone)).toBe('+34698765432');
    expect(valueOf(texts.city)).toBe('Madrid');
  });
});
