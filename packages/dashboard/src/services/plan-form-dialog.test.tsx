// @vitest-environment happy-dom
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanFormDialog } from './plan-form-dialog';

const TEXTS = {
  en: { dialog: 'New plan', name: 'Plan name', description: 'Description', amount: 'Amount (EUR)', type: 'Type', add: 'Add plan', ambiguous: /1\.249 was read as 1\.249,00\s€/, unitHint: 'The price of one unit, in euros, with up to two decimals' },
  es: { dialog: 'Nuevo plan', name: 'Nombre del plan', description: 'Descripción', amount: 'Importe (EUR)', type: 'Tipo', add: 'Añadir plan', ambiguous: /Se ha leído 1\.249 como 1\.249,00\s€/, unitHint: 'El precio de una unidad, en euros, con hasta dos decimales' },
} as const;

async function submitPlan(locale: keyof typeof TEXTS, amount: string) {
  const texts = TEXTS[locale];
  const onSubmit = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <PlanFormDialog open onClose={() => undefined} onSubmit={onSubmit} />
    </I18nProvider>,
  );
  const dialog = within(await screen.findByRole('dialog', { name: texts.dialog }));
  fireEvent.change(dialog.getByLabelText(texts.name), { target: { value: 'Bono anual' } });
  fireEvent.change(dialog.getByLabelText(texts.description), { target: { value: 'Un año de clases' } });
  fireEvent.change(dialog.getByLabelText(texts.type), { target: { value: 'fixed' } });
  // Typed and submitted with Enter: the field is never left, so only the form's check runs.
  fireEvent.change(dialog.getByLabelText(texts.amount), { target: { value: amount } });
  fireEvent.submit(dialog.getByLabelText(texts.amount).closest('form')!);
  return { onSubmit, input: dialog.getByLabelText(texts.amount) };
}

// Issue 27: a plan amount of 1.249,90 got "Enter a positive amount without signs or exponents".
describe.each(['en', 'es'] as const)('the plan amount (%s)', (locale) => {
  afterEach(cleanup);

  it('takes 1.249,90 as 124990 cents', async () => {
    await loadCatalog('dashboard', locale);
    const { onSubmit } = await submitPlan(locale, '1.249,90');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ unit_amount: 124990 })));
  });

  // Issue 29 (decision 1139): a variable plan's amount is the price of one unit.
  it("says a variable plan's amount is the price of one unit", async () => {
    await loadCatalog('dashboard', locale);
    const texts = TEXTS[locale];
    render(
      <I18nProvider i18n={i18n}>
        <PlanFormDialog open onClose={() => undefined} onSubmit={vi.fn()} />
      </I18nProvider>,
    );
    const dialog = within(await screen.findByRole('dialog', { name: texts.dialog }));
    expect(dialog.queryByText(texts.unitHint)).toBeNull();
    fireEvent.change(dialog.getByLabelText(texts.type), { target: { value: 'variable' } });
    expect(await dialog.findByText(texts.unitHint)).toBeTruthy();
  });

  it('refuses 1.249, saying what it was read as', async () => {
    await loadCatalog('dashboard', locale);
    const { onSubmit, input } = await submitPlan(locale, '1.249');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(TEXTS[locale].ambiguous)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
