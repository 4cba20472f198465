// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCharge } from '../common/money.fixtures';
import { RefundDialog } from './refund-dialog';
import { screenSuite } from '../common/screen.fixtures';

const TEXTS = {
  en: { amount: 'Amount (EUR)', refund: 'Refund', ambiguous: /1\.249 was read as 1\.249,00\s€/ },
  es: { amount: 'Importe (EUR)', refund: 'Devolver', ambiguous: /Se ha leído 1\.249 como 1\.249,00\s€/ },
} as const;

// 1.500,00 € charged, 250,10 € already refunded: 1.249,90 € left.
const charge = aCharge({ amount: 150000, amount_refunded: 25010, refunded: false, status: 'succeeded' });

function renderDialog(onClose = vi.fn()) {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RefundDialog charge={charge} onClose={onClose} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return onClose;
}

// Issue 27: the refund field was a type=number field (Chromium turned 49,90 into 4990), empty, and labelled EURO.
describe.each(['en', 'es'] as const)('the refund dialog amount (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  it('starts with what is left to refund, written the Spanish way, in a text field labelled EUR', async () => {
    renderDialog();
    const amount = (await screen.findByLabelText(texts.amount)) as HTMLInputElement;
    await waitFor(() => expect(amount.value).toBe('1.249,90'));
    expect(amount.type).toBe('text');
    expect(amount.getAttribute('inputmode')).toBe('decimal');
  });

  it('refunds 49,90 as 4990 cents', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string));
      return new Response(JSON.stringify({ ...charge, amount_refunded: 30000 }), { status: 200, headers: { 'content-type': 'application/json' } });
    }));
    const onClose = renderDialog();
    const amount = await screen.findByLabelText(texts.amount);
    fireEvent.change(amount, { target: { value: '49,90' } });
    fireEvent.click(screen.getByRole('button', { name: texts.refund, exact: true } as never));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ amount: 4990 }]);
  });

  it('refuses 1.249 and says what it was read as, sending nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderDialog();
    const amount = await screen.findByLabelText(texts.amount);
    fireEvent.change(amount, { target: { value: '1.249' } });
    fireEvent.click(screen.getByRole('button', { name: texts.refund, exact: true } as never));
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(texts.ambiguous)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
