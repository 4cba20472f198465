// @vitest-environment happy-dom
import { createQueryClient } from '@cobro/data';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCharge } from '../common/money.fixtures';
import { failure, json, screenSuite, showScreen } from '../common/screen.fixtures';
import { ChargeDetailDialog } from './charge-detail-dialog';
import { RefundDialog } from './refund-dialog';

const TEXTS = {
  en: {
    refund: 'Refund payment', details: 'Payment details', failure: 'Failure', declined: 'The card was declined',
    sepa: 'SEPA direct debit refunds can take several business days to reach the customer and cannot be undone.',
    notFound: 'CHA-003: Payment not found', notLoaded: 'CHA-002: The payment could not be loaded',
    method: 'Payment method', mobile: 'Mobile ···5678', fee: 'Fee', bank: 'As agreed with your bank',
  },
  es: {
    refund: 'Devolver cobro', details: 'Detalles del cobro', failure: 'Fallo', declined: 'La tarjeta ha sido rechazada',
    sepa: 'Las devoluciones de adeudos directos SEPA pueden tardar varios días hábiles en llegar al cliente y no se pueden deshacer.',
    notFound: 'CHA-003: No se ha encontrado el cobro', notLoaded: 'CHA-002: No se ha podido cargar el cobro',
    method: 'Método de pago', mobile: 'Móvil ···5678', fee: 'Comisión', bank: 'Según lo acordado con tu banco',
  },
} as const;

/** The value the details list gives for a term. */
const detail = (dialog: HTMLElement, term: string) =>
  [...dialog.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;

describe.each(['en', 'es'] as const)('charges (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  // dashboard-core 5, "Refund": "A warning is shown for sepa_debit charges."
  it.each([
    ['sepa_debit', true],
    ['SEPA_DEBIT', true],
    ['card', false],
    ['redsys', false],
    ['bizum', false],
  ] as const)('the refund of a %s charge warns about SEPA: %s', (method, warned) => {
    showScreen(<RefundDialog charge={aCharge({ payment_method: method })} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: texts.refund });
    expect(within(dialog).queryByText(texts.sepa) !== null).toBe(warned);
  });

  // dashboard-core 8: "A charge-detail fetch error shows the error code." services-and-configuration 7: details are
  // read with "no retry".
  it.each([
    ['CHA-003', 404, 'notFound'],
    ['CHA-002', 500, 'notLoaded'],
  ] as const)('a charge that cannot be read (%s) shows its code, asked once', async (code, status, text) => {
    const fetch = vi.fn(async () => failure(code, status));
    vi.stubGlobal('fetch', fetch);
    // The page's own client, whose default retries a server error: the detail must not.
    showScreen(<ChargeDetailDialog chargeId="ch_1" onClose={() => undefined} />, { client: createQueryClient() });
    const dialog = screen.getByRole('dialog', { name: texts.details });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(texts[text]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  // dashboard-core 8: "Failure message generic_decline is displayed as a generic-decline text."
  it('a generic_decline failure reads as words, never as the code', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(aCharge({ status: 'failed', failure_message: 'generic_decline' }))));
    showScreen(<ChargeDetailDialog chargeId="ch_1" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: texts.details });
    await within(dialog).findByText(texts.failure);
    expect(detail(dialog, texts.failure)).toBe(texts.declined);
    expect(dialog.textContent).not.toContain('generic_decline');
  });

  // Decision 1136: Bizum is paid through the merchant's Redsys, which reports the mobile's last digits.
  it("a Bizum charge names its method and the mobile's last digits, with Redsys's fee as agreed with the bank", async () => {
    const paid = { id: 'tx_1', object: 'charge', amount: 10_000, created: 0, status: 'paid', paid: true, failure_message: null } as const;
    const details = { type: 'bizum', bizum: { last4: '5678' } };
    const bizum = aCharge({
      payment_method: 'bizum',
      status: 'paid',
      stripe_id: null,
      purchase: null,
      associated_transactions: [{ ...paid, payment_method_details: details }],
    });
    vi.stubGlobal('fetch', vi.fn(async () => json(bizum)));
    showScreen(<ChargeDetailDialog chargeId="ch_1" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: texts.details });
    await within(dialog).findByText(texts.method);
    expect(detail(dialog, texts.method)).toBe(`Bizum${texts.mobile}`);
    expect(detail(dialog, texts.fee)).toContain(texts.bank);
  });
});
