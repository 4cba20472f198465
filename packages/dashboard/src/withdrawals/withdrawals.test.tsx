// @vitest-environment happy-dom
import type { Withdrawal } from '@cobro/contracts';
import { $toasts } from '@cobro/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aPurchase } from '../common/money.fixtures';
import { json, screenSuite, showScreen } from '../common/screen.fixtures';
import { PortalCancelSetting } from './portal-cancel-setting';
import { PurchaseWithdrawalCard } from './purchase-withdrawal-card';
import { ServiceWithdrawalCard } from './service-withdrawal-card';
import { WithdrawalsNotice } from './withdrawals-notice';

const TEXTS = {
  en: {
    requested: 'Withdrawal requested', toRefund: 'To refund', refunded: 'Refunded', refund: 'Refund in full', ask: 'Refund the withdrawal?',
    done: 'Withdrawal refunded', name: 'Name given', waiting: '2 withdrawal requests to refund', days: 'Withdrawal period (days)',
    excluded: 'Excluded from withdrawal', asksConsent: /The checkout then asks each buyer/, daysError: 'A whole number of days, from 0 to 365', save: 'Save', saved: 'Withdrawal period saved',
    cancel: 'Buyers may cancel their subscriptions', atOnce: 'Yes, at once', settingSaved: 'Buyer portal setting saved',
  },
  es: {
    requested: 'Desistimiento solicitado', toRefund: 'Por devolver', refunded: 'Devuelto', refund: 'Devolver todo', ask: '¿Devolver el desistimiento?',
    done: 'Desistimiento devuelto', name: 'Nombre indicado', waiting: '2 desistimientos por devolver', days: 'Plazo de desistimiento (días)',
    excluded: 'Excluido del desistimiento', asksConsent: /El checkout pide entonces a cada comprador/, daysError: 'Un número entero de días, de 0 a 365', save: 'Guardar', saved: 'Plazo de desistimiento guardado',
    cancel: 'Los compradores pueden cancelar sus suscripciones', atOnce: 'Sí, al momento', settingSaved: 'Ajuste del portal del comprador guardado',
  },
} as const;

const purchase = aPurchase({ id: 'pu_1' });
const withdrawal: Withdrawal = {
  id: 'wd_1', purchase_id: 'pu_1', customer_id: 'cu_1', email: 'ana@example.es', name: 'Ana Pérez',
  service_name: 'Clases de yoga', plan_name: 'Bono 10 clases', received_at: '2026-11-20T09:30:00Z', refunded_at: null,
};
const page = (data: Withdrawal[], total = data.length) => json({ data, total, page: 1, page_size: 5 });

/** The API as a table of answers by method and path; every call is recorded. */
function stubApi(answer: (method: string, url: URL, body: unknown) => Response) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
      calls.push({ method: request.method, path: `${url.pathname}${url.search}`, body });
      return answer(request.method, url, body);
    }),
  );
  return calls;
}

// Issue 30 (decision 1153): the merchant sees a buyer's withdrawal on its sale, refunds it in one action, is reminded
// of those still to refund, and sets each service's withdrawal period and whether buyers may cancel in the portal.
describe.each(['en', 'es'] as const)('withdrawals in the dashboard (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  it("a sale's withdrawal shows when it was received and by whom, and refunds in full after a confirmation", async () => {
    let refunded = false;
    const calls = stubApi((method) => {
      if (method === 'POST') refunded = true;
      const current = { ...withdrawal, refunded_at: refunded ? '2026-11-21T10:00:00Z' : null };
      return method === 'POST' ? json(current) : page([current]);
    });
    showScreen(<PurchaseWithdrawalCard purchase={purchase} />);
    const card = await screen.findByRole('region', { name: new RegExp(texts.requested) });
    expect(calls[0].path).toBe('/withdrawals?purchase_id=pu_1&page=1&page_size=5');
    expect(within(card).getByText(texts.toRefund)).toBeTruthy();
    expect(within(card).getByText(texts.name).nextElementSibling?.textContent).toBe('Ana Pérez');
    expect(within(card).getByText('20/11/2026, 10:30', { exact: false })).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: texts.refund }));
    const dialog = await screen.findByRole('dialog', { name: texts.ask });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.refund }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: texts.done, tone: 'success' }]));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/withdrawals/wd_1/refund']);
    await waitFor(() => expect(within(card).getByText(texts.refunded, { selector: '.badge' })).toBeTruthy());
    expect(within(card).queryByRole('button', { name: texts.refund })).toBeNull();
  });

  it('a sale without a withdrawal shows no card', async () => {
    const calls = stubApi(() => page([]));
    showScreen(<PurchaseWithdrawalCard purchase={purchase} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('the sales are headed by how many withdrawals wait for their refund, linking to them; none, nothing', async () => {
    stubApi(() => page([withdrawal], 2));
    const shown = showScreen(<WithdrawalsNotice />);
    const link = await screen.findByRole('link', { name: texts.waiting });
    expect(link.getAttribute('href')).toBe('/dashboard/purchases/withdrawals');
    shown.unmount();
    const calls = stubApi(() => page([], 0));
    showScreen(<WithdrawalsNotice />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].path).toBe('/withdrawals?pending=true&page=1&page_size=5');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("a service's withdrawal period: whole days from 0 to 365, or excluded, saved with its own button", async () => {
    const calls = stubApi((method, _url, body) => json(method === 'PUT' ? body : { withdrawal_days: 14, withdrawal_excluded: false }));
    showScreen(<ServiceWithdrawalCard serviceId="sv_1" />);
    const days = await screen.findByLabelText(texts.days);
    expect((days as HTMLInputElement).value).toBe('14');
    fireEvent.change(days, { target: { value: '400' } });
    expect(screen.getByText(texts.daysError)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    fireEvent.change(days, { target: { value: '30' } });
    expect(screen.queryByText(texts.daysError)).toBeNull();
    const excluded = screen.getByLabelText(texts.excluded);
    fireEvent.click(excluded);
    // Decision 1161: the checkout asks buyers for their consent; purchases made without it keep these days.
    expect(excluded.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(excluded.getAttribute('aria-describedby')!)?.textContent).toMatch(texts.asksConsent);
    expect((days as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: texts.saved, tone: 'success' }]));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/services/sv_1/withdrawal', body: { withdrawal_days: 30, withdrawal_excluded: true } },
    ]);
  });

  it('whether buyers may cancel in the portal: at the end of the period by default, changed and saved', async () => {
    const calls = stubApi((method, _url, body) => json(method === 'PUT' ? body : { portal_cancel: 'period_end' }));
    showScreen(<PortalCancelSetting />);
    const choice = (await screen.findByLabelText(texts.cancel)) as HTMLSelectElement;
    expect(choice.value).toBe('period_end');
    expect((screen.getByRole('button', { name: texts.save }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(choice, { target: { value: 'at_once' } });
    expect(within(choice).getByRole('option', { name: texts.atOnce })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: texts.settingSaved, tone: 'success' }]));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([{ method: 'PUT', path: '/organizations/portal-settings', body: { portal_cancel: 'at_once' } }]);
  });
});
