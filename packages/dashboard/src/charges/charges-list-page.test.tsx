// @vitest-environment happy-dom
import { DisputeStatus, providerMethodDetails, type Charge } from '@cobro/contracts';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { aCharge } from '../common/money.fixtures';
import { ChargesListPage } from './charges-list-page';
import { screenSuite } from '../common/screen.fixtures';

const paidWith = (details: Record<string, unknown>): Charge['associated_transactions'] => [
  { id: 'ch_p', object: 'charge', amount: 4900, created: 0, status: 'succeeded', paid: true, failure_message: null, payment_method_details: details },
];
const yoga = { id: 'se_1', name: 'Clases de yoga' };
const plan = aCharge().plans[0];
const CHARGES: Charge[] = [
  aCharge({
    id: 'ch_card',
    customer: { id: 'cus_1', name: 'Ana López Martín', email: 'ana@correo.es' },
    plans: [{ ...plan, name: 'Mensual ilimitado', service: yoga }],
    associated_transactions: paidWith(providerMethodDetails({ type: 'card', brand: 'visa', last4: '4242' })),
  }),
  aCharge({
    id: 'ch_sepa',
    payment_method: 'sepa_debit',
    customer: { id: 'cus_2', name: 'Talleres Hermanos Ruiz S.L.', email: 'talleres@empresa.es' },
    plans: [{ ...plan, name: 'Bono 10 clases', service: yoga }],
    associated_transactions: paidWith(providerMethodDetails({ type: 'sepa_debit', brand: null, last4: '3000' })),
  }),
  // A charge of a back end that names no service, paid through a bank gateway: the plan alone, no card.
  aCharge({ id: 'ch_redsys', payment_method: 'redsys', customer: { id: 'cus_3', name: 'Luis Gil', email: 'luis@correo.es' }, plans: [{ ...plan, name: 'Cuota' }] }),
  // Bizum through the merchant's Redsys (decision 1136): the mobile's last digits under the method's own name.
  aCharge({
    id: 'ch_bizum',
    payment_method: 'bizum',
    stripe_id: null,
    purchase: { id: 'pu_4', provider: 'REDSYS' },
    customer: { id: 'cus_4', name: 'Marta Sanz', email: 'marta@correo.es' },
    plans: [{ ...plan, name: 'Clase suelta', recurring: false }],
    associated_transactions: paidWith({ type: 'bizum', bizum: { last4: '5678' } }),
  }),
];

function serve() {
  const fetch = vi.fn(async (_url: string) =>
    new Response(JSON.stringify({ data: CHARGES, total: CHARGES.length, total_capped: false, page: 1, page_size: 15 }), {
      headers: { 'content-type': 'application/json' },
    }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderCharges() {
  const location = memoryLocation({ path: '/dashboard/charges', record: true });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <ChargesListPage />
        </Router>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return location;
}

const TEXTS: Record<'es' | 'en', Record<string, string>> = {
  en: {
    description: 'Description',
    visa: 'Visa ending in 4242',
    sepa: 'Ending in 3000',
    status: 'Status',
    disputed: 'Disputed',
    lost: 'Disputed: lost',
    chip: 'Status: Disputed',
    method: 'Payment method',
    mobile: 'Mobile ···5678',
    methodChip: 'Payment method: Bizum',
  },
  es: {
    description: 'Descripción',
    visa: 'Visa terminada en 4242',
    sepa: 'Terminada en 3000',
    status: 'Estado',
    disputed: 'En disputa',
    lost: 'En disputa: perdida',
    chip: 'Estado: En disputa',
    method: 'Método de pago',
    mobile: 'Móvil ···5678',
    methodChip: 'Método de pago: Bizum',
  },
};

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

// Issue 27 item 11: the payments list said who, but not what was bought nor with which card, and filtering the
// disputed payments took seven ticks.
describe.each(['en', 'es'] as const)('the payments list (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  it('names the person in full, what was bought (service and plan) and the card or account where known', async () => {
    serve();
    renderCharges();
    await screen.findByRole('link', { name: 'Ana López Martín' });
    expect(screen.getByRole('columnheader', { name: texts.description })).toBeTruthy();

    const card = within(rowOf('Ana López Martín'));
    expect(card.getByText('Clases de yoga')).toBeTruthy();
    expect(card.getByText('Mensual ilimitado')).toBeTruthy();
    expect(card.getByText(texts.visa)).toBeTruthy();

    const company = within(rowOf('Talleres Hermanos Ruiz S.L.'));
    expect(company.getByText('Bono 10 clases')).toBeTruthy();
    expect(company.getByText(texts.sepa)).toBeTruthy();

    const bank = rowOf('Luis Gil');
    expect(within(bank).getByText('Cuota')).toBeTruthy();
    expect(bank.textContent).not.toMatch(/4242|3000/);
  });

  it("names a Bizum payment and the mobile's last digits", async () => {
    serve();
    renderCharges();
    const bizum = within((await screen.findByRole('link', { name: 'Marta Sanz' })).closest('tr')!);
    expect(bizum.getByText('Bizum')).toBeTruthy();
    expect(bizum.getByText(texts.mobile)).toBeTruthy();
  });

  it('filters by Bizum, in the URL and in the call', async () => {
    const fetch = serve();
    const location = renderCharges();
    await screen.findByRole('link', { name: 'Marta Sanz' });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${texts.method} `) }));
    fireEvent.click(within(screen.getByRole('group', { name: texts.method })).getByRole('checkbox', { name: 'Bizum' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard/charges?payment_method=bizum'));
    await waitFor(() => expect(new URL(fetch.mock.calls.at(-1)![0]).searchParams.get('payment_method')).toBe('bizum'));
    expect(screen.getByRole('list', { name: locale === 'en' ? 'Applied filters' : 'Filtros aplicados' }).textContent).toContain(texts.methodChip);
  });

  it('offers one Disputed status that asks for every dispute status, and keeps one value in the URL', async () => {
    const fetch = serve();
    const location = renderCharges();
    await screen.findByRole('link', { name: 'Ana López Martín' });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${texts.status} `) }));
    const group = within(screen.getByRole('group', { name: texts.status }));
    expect(group.queryByRole('checkbox', { name: texts.lost })).toBeNull();
    fireEvent.click(group.getByRole('checkbox', { name: texts.disputed }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard/charges?status=disputed'));
    await waitFor(() => {
      const asked = new URL(fetch.mock.calls.at(-1)![0]).searchParams.get('status');
      expect(asked?.split(',').sort()).toEqual([...DisputeStatus.options].sort());
    });
    expect(screen.getByRole('list', { name: locale === 'en' ? 'Applied filters' : 'Filtros aplicados' }).textContent).toContain(texts.chip);
  });
});
