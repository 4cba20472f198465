// @vitest-environment happy-dom
import type { CheckoutPurchase, Provider, PurchaseStatus } from '@cobro/contracts';
import { checkoutPurchaseQuery, configureApi } from '@cobro/data';
import { loadSdkCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CheckoutConfigProvider } from '../app/checkout-config';
import { FlowProvider } from '../flow/flow-context';
import { initialFlowState, type FlowState } from '../flow/flow-state';
import type { Offer } from '../flow/offer';
import { SuccessPage } from './success-page';

const plan = { name: 'Cuota mensual', description: null, unit_amount: 2500, currency: 'eur', type: 'fixed' as const, recurring: false, frequency: null, billing_cycles: null, payment_day: null };
const offer: Offer = {
  planId: 'p1', linkId: 'l1', plan,
  service: { name: 'Gimnasio', description: null, image: null, withdrawalExcluded: false },
  organization: { company_name: 'Club Norte', tyc: null },
  purchase: null,
};
const purchase = (provider: Provider, status: PurchaseStatus, paidAt: string | null): CheckoutPurchase => ({
  id: 'pu_7f3a', status, provider, paid_at: paidAt,
  plan: { id: 'p1', ...plan, description: '' },
  service: { id: 's1', name: 'Gimnasio' },
});

/** The success page as a buyer reaches it: back from the provider with `?purchase_id=` (and the method, in-flow). */
function renderSuccess(
  provider: Provider,
  search: string,
  state: Partial<FlowState> = {},
  terms: Partial<Offer['plan']> = {},
  status: PurchaseStatus = 'paid',
  paidAt: string | null = null,
  view: Partial<CheckoutPurchase> = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(checkoutPurchaseQuery('pu_7f3a').queryKey, { ...purchase(provider, status, paidAt), ...view });
  const { hook, searchHook } = memoryLocation({ path: `/checkout/l1/success?${search}` });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <CheckoutConfigProvider value={{ paymentsUrl: '/p', locale: i18n.locale as 'es' | 'en', mode: 'page', sessionId: null }}>
          <Router hook={hook} searchHook={searchHook}>
            <FlowProvider value={{ id: 'l1', offer: { ...offer, plan: { ...plan, ...terms } }, session: null, state: { ...initialFlowState, ...state }, dispatch: () => undefined }}>
              <SuccessPage />
            </FlowProvider>
          </Router>
        </CheckoutConfigProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('status');
}

const TEXT = {
  es: { waived: 'El 04/07/2026, 12:00 solicitaste que el servicio o el contenido digital se te prestara de inmediato y aceptaste que con ello pierdes tu derecho de desistimiento.', manage: 'Gestionar tu compra', until: 'hasta el 04/07/2026, 12:00, desistir del contrato', started: 'Tu suscripción a Cuota mensual ha comenzado. Hoy no se ha cobrado nada: al final de cada periodo se cobra lo que hayas usado.', paidFor: /Tu pago/, invoice: 'Solicitar factura', amount: 'Importe', method: 'Método de pago', reference: 'Referencia', date: 'Fecha del pago', card: 'Tarjeta', card4242: 'Tarjeta terminada en 4242', sepa: 'Adeudo directo SEPA', redsys: 'Tarjeta mediante Redsys', inespay: 'Transferencia bancaria (Inespay)', mailed: /Recibirás el recibo/ },
  en: { waived: 'On 04/07/2026, 12:00 you asked for the service or digital content to be supplied at once and acknowledged that you thereby lose your right of withdrawal.', manage: 'Manage your purchase', until: 'until 04/07/2026, 12:00, withdraw from the contract', started: 'Your subscription to Cuota mensual has started. Nothing was charged today: at the end of each period you are charged for what you used.', paidFor: /Your payment/, invoice: 'Request an invoice', amount: 'Amount', method: 'Payment method', reference: 'Reference', date: 'Payment date', card: 'Card', card4242: 'Card ending in 4242', sepa: 'SEPA direct debit', redsys: 'Card through Redsys', inespay: 'Bank transfer (Inespay)', mailed: /You will receive the receipt/ },
};

/** The value the details list gives for a term. */
const detail = (region: HTMLElement, term: string) =>
  [...region.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;

describe.each(['es', 'en'] as const)('the success page (%s)', (locale) => {
  const text = TEXT[locale];
  beforeAll(async () => {
    configureApi({ apiUrl: 'https://api.test' });
    await loadSdkCatalog(locale, { steps: true });
  });
  afterEach(cleanup);

  // Issue 30: the withdrawal function is in the buyer portal, linked while the period runs (the server's deadline).
  it('links the buyer portal while the withdrawal period runs, and not after it', () => {
    const portal = { url: 'https://cobro.test/portal/org_1', withdrawal_deadline: '2026-07-04T10:00:00.000Z' };
    renderSuccess('STRIPE', 'purchase_id=pu_7f3a&method=card', {}, {}, 'paid', null, { portal });
    const link = screen.getByRole('link', { name: text.manage });
    expect(link.getAttribute('href')).toBe('https://cobro.test/portal/org_1');
    expect(link.parentElement?.textContent).toContain(text.until);
    cleanup();
    renderSuccess('STRIPE', 'purchase_id=pu_7f3a&method=card', {}, {}, 'paid', null, { portal: { ...portal, withdrawal_deadline: null } });
    expect(screen.queryByRole('link', { name: text.manage })).toBeNull();
  });

  // Decision 1161: an excluded service bought with the buyer's consent confirms it, and links the portal for receipts.
  it('confirms the consent to lose the right of withdrawal when the buyer gave it, with no withdrawal deadline', () => {
    const portal = { url: 'https://cobro.test/portal/org_1', withdrawal_deadline: null, withdrawal_waived_at: '2026-07-04T10:00:00.000Z' };
    renderSuccess('STRIPE', 'purchase_id=pu_7f3a&method=card', {}, {}, 'paid', null, { portal });
    const link = screen.getByRole('link', { name: text.manage });
    expect(link.parentElement?.textContent).toContain(text.waived);
    expect(link.parentElement?.textContent).not.toContain(text.until);
  });

  it('after a card payment: the amount paid, the method, the reference and the receipt by e-mail', () => {
    const region = renderSuccess('STRIPE', 'purchase_id=pu_7f3a&method=card', { currentPrice: 1990, currency: 'eur' });
    expect(detail(region, text.amount)).toBe('19,90\u00a0€');
    expect(detail(region, text.method)).toBe(text.card);
    expect(detail(region, text.reference)).toBe('pu_7f3a');
    expect(region.textContent).toMatch(text.mailed);
  });

  it("after a card this checkout confirmed: the card's last four digits and the date it was paid (Madrid's day)", () => {
    const paid = { purchaseId: 'pu_7f3a', success: true, paidAt: '2026-03-05T23:30:00.000Z', cardLast4: '4242' };
    const region = renderSuccess('STRIPE', 'purchase_id=pu_7f3a&method=card', paid);
    expect(detail(region, text.method)).toBe(text.card4242);
    expect(detail(region, text.date)).toBe('06/03/2026');
  });

  it("back from a bank: the date the server says it was paid (Madrid's day), its page having confirmed nothing", () => {
    const region = renderSuccess('REDSYS', 'purchase_id=pu_7f3a', {}, {}, 'paid', '2026-03-05T23:30:00.000Z');
    expect(detail(region, text.date)).toBe('06/03/2026');
    expect(detail(region, text.method)).toBe(text.redsys);
  });

  it('no date nor card digits it did not see: from a back end that names no date, or a debit still in process', () => {
    expect(detail(renderSuccess('REDSYS', 'purchase_id=pu_7f3a'), text.date)).toBeUndefined();
    cleanup();
    const region = renderSuccess('STRIPE', 'purchase_id=pu_7f3a&method=sepa_debit', { purchaseId: 'pu_7f3a', success: true }, {}, 'pending');
    expect(detail(region, text.date)).toBeUndefined();
    expect(detail(region, text.method)).toBe(text.sepa);
  });

  it('after SEPA the method says so', () => {
    const region = renderSuccess('STRIPE', 'purchase_id=pu_7f3a&method=sepa_debit');
    expect(detail(region, text.method)).toBe(text.sepa);
    expect(detail(region, text.amount)).toBe('25,00\u00a0€');
  });

  it.each([
    ['REDSYS', 'redsys'],
    ['INESPAY', 'inespay'],
  ] as const)('back from %s: the plan price, the method, the reference and the receipt by e-mail, as after a card (decision 1165)', (provider, method) => {
    const region = renderSuccess(provider, 'purchase_id=pu_7f3a');
    expect(detail(region, text.amount)).toBe('25,00\u00a0€');
    expect(detail(region, text.method)).toBe(text[method]);
    expect(detail(region, text.reference)).toBe('pu_7f3a');
    expect(region.textContent).toMatch(text.mailed);
  });

  it('names no amount for a prorated plan it did not price in this visit (the server charged a part of it)', () => {
    const region = renderSuccess('REDSYS', 'purchase_id=pu_7f3a', {}, { recurring: true, frequency: 'month', payment_day: 5 });
    expect(detail(region, text.amount)).toBeUndefined();
    expect(detail(region, text.reference)).toBe('pu_7f3a');
  });

  it('a variable plan saved the method and charged nothing (decision 1139): no amount, no payment date, no invoice', () => {
    const saved = { purchaseId: 'pu_7f3a', success: true, paidAt: '2026-03-05T23:30:00.000Z', cardLast4: '4242', currentPrice: 0, fullPrice: 5000, currency: 'eur' };
    const variable = { type: 'variable', recurring: true, frequency: 'month', unit_amount: 5000 } as const;
    const region = renderSuccess('STRIPE', 'purchase_id=pu_7f3a&method=card', saved, variable, 'active');
    expect(region.querySelector('p')?.textContent).toBe(text.started);
    expect(region.textContent).not.toMatch(text.paidFor);
    expect(region.textContent).not.toMatch(text.mailed);
    expect(detail(region, text.amount)).toBeUndefined();
    expect(detail(region, text.date)).toBeUndefined();
    expect(detail(region, text.method)).toBe(text.card4242);
    expect(screen.queryByRole('button', { name: text.invoice })).toBeNull();
  });
});
