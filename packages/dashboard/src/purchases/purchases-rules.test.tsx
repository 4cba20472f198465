// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aPurchase } from '../common/money.fixtures';
import { failure, json, screenSuite, showScreen } from '../common/screen.fixtures';
import { ManualPaymentDialog } from './manual-payment-dialog';
import { $toasts } from '@cobro/ui';

const TEXTS = {
  en: {
    title: 'Manual payment', method: 'Payment method', record: 'Record payment', recorded: 'Payment recorded',
    methods: ['Bank transfer', 'Bizum', 'Cash', 'Debit card', 'Card terminal (POS)', 'Other'], required: 'This field is required',
  },
  es: {
    title: 'Pago manual', method: 'Método de pago', record: 'Registrar pago', recorded: 'Pago registrado',
    methods: ['Transferencia', 'Bizum', 'Efectivo', 'Tarjeta de débito', 'TPV', 'Otro'], required: 'Este campo es obligatorio',
  },
} as const;

const VALUES = ['transferencia', 'bizum', 'efectivo', 'débito', 'tpv', 'otro'];

function openDialog(answer: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  const onClose = vi.fn();
  showScreen(<ManualPaymentDialog purchase={aPurchase({ id: 'pu_9' })} onClose={onClose} />);
  return { fetch, onClose };
}

// dashboard-core 2, "Dialogs": "manual purchase"; dashboard-core 5: "Manual purchase: payment method required, from the
// list above" (transferencia, bizum, efectivo, débito, tpv, otro); dashboard-core 7: "PUT
// /purchases/{id}/manual-purchase | payment_method".
describe.each(['en', 'es'] as const)('the manual payment dialog (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  it("offers the spec's six methods in words, none chosen, and refuses to record without one", async () => {
    const { fetch } = openDialog(() => json(aPurchase()));
    const dialog = screen.getByRole('dialog', { name: texts.title });
    const select = within(dialog).getByLabelText(texts.method) as HTMLSelectElement;
    const options = [...select.options].filter((option) => option.value !== '');
    expect(options.map((option) => [option.value, option.textContent])).toEqual(VALUES.map((value, i) => [value, texts.methods[i]]));
    expect(select.value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: texts.record }));
    expect(await within(dialog).findByText(texts.required)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('records the chosen method on the purchase, says so and closes', async () => {
    const { fetch, onClose } = openDialog(() => json(aPurchase({ id: 'pu_9' })));
    const dialog = screen.getByRole('dialog', { name: texts.title });
    fireEvent.change(within(dialog).getByLabelText(texts.method), { target: { value: 'bizum' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.record }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect([init?.method, new URL(url).pathname, JSON.parse(String(init?.body))]).toEqual(['PUT', '/purchases/pu_9/manual-purchase', { payment_method: 'bizum' }]);
    expect($toasts.get()).toMatchObject([{ title: texts.recorded, tone: 'success' }]);
  });

  it('a failure is the error toast with its code, and the dialog stays open', async () => {
    const { onClose } = openDialog(() => failure('SUB-004', 409));
    const dialog = screen.getByRole('dialog', { name: texts.title });
    fireEvent.change(within(dialog).getByLabelText(texts.method), { target: { value: 'efectivo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.record }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: 'SUB-004', tone: 'danger' }]));
    expect(onClose).not.toHaveBeenCalled();
  });
});
