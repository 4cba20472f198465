// @vitest-environment happy-dom
import type { Purchase } from '@cobro/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aPurchase } from '../common/money.fixtures';
import { json, screenSuite, showScreen } from '../common/screen.fixtures';
import { PurchaseDetailPage } from './purchase-detail-page';

const TEXTS = {
  en: {
    plan: 'Plan', amount: 'Amount', period: 'Current period', units: 'Units reported', toBill: 'Amount to bill', billedOn: 'Billed on',
    unitPrice: '50,00 € / unit', explanation: 'Billed at the end of the period for the units reported',
  },
  es: {
    plan: 'Plan', amount: 'Importe', period: 'Periodo actual', units: 'Unidades notificadas', toBill: 'Importe a cobrar', billedOn: 'Se cobra el',
    unitPrice: '50,00 € / unidad', explanation: 'Se cobra al final del periodo según las unidades notificadas',
  },
} as const;

/** The seed's kind of variable plan: 50 € a unit, monthly; 3 units reported in the open period. */
const variable = aPurchase({
  id: 'pu_var',
  plan: { ...aPurchase().plan, name: 'Horas de consultoría', type: 'variable', unit_amount: 5_000, future_charge: 'last_charge' },
  usage: { units: 3, amount: 15_000, bills_at: '2026-04-01T00:00:00Z' },
});

/** A term's value in a card's list. */
function valueOf(card: HTMLElement, term: string) {
  const dt = within(card).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');
}

async function showDetail(purchase: Purchase) {
  vi.stubGlobal('fetch', vi.fn(async () => json(purchase)));
  showScreen(<PurchaseDetailPage id={purchase.id} />, { path: `/dashboard/purchases/${purchase.id}/detail` });
  return screen.findByRole('region', { name: TEXTS.en.plan });
}

// Issue 29 (decision 1139): a variable plan's unit_amount is the price of one unit; its purchase's detail shows the
// open period, the units reported so far, what they will bill and when.
describe.each(['en', 'es'] as const)('a purchase detail (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  it("shows a variable plan's price per unit and the open period: units, amount to bill, billing date", async () => {
    const plan = await showDetail(variable);
    expect(valueOf(plan, texts.amount)).toBe(texts.unitPrice);
    const period = screen.getByRole('region', { name: texts.period });
    expect(within(period).getByText(texts.explanation)).toBeTruthy();
    expect(valueOf(period, texts.units)).toBe('3');
    expect(valueOf(period, texts.toBill)).toBe('150,00 €');
    expect(valueOf(period, texts.billedOn)).toBe('01/04/2026');
  });

  it('a fixed plan keeps its plain price, and a purchase without an open period shows none', async () => {
    const plan = await showDetail(aPurchase({ usage: null }));
    expect(valueOf(plan, texts.amount)).toBe('49,90 €');
    expect(screen.queryByRole('region', { name: texts.period })).toBeNull();
  });
});
