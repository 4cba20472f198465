// @vitest-environment happy-dom
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWebButton, WebButtonFields } from './web-button';

const TEXTS = {
  en: { service: 'Service name', plan: 'Plan name', amount: 'Amount (EUR)', ambiguous: /1\.249 was read as 1\.249,00\s€/, oneOff: 'One-off payment' },
  es: { service: 'Nombre del servicio', plan: 'Nombre del plan', amount: 'Importe (EUR)', ambiguous: /Se ha leído 1\.249 como 1\.249,00\s€/, oneOff: 'Pago único' },
} as const;

/** The builder with the attributes it would write, as the code step reads them. */
function Builder() {
  const web = useWebButton();
  return (
    <>
      <WebButtonFields web={web} />
      <output>{JSON.stringify(web.attributes)}</output>
    </>
  );
}

function typeAmount(locale: keyof typeof TEXTS, text: string) {
  const texts = TEXTS[locale];
  render(
    <I18nProvider i18n={i18n}>
      <Builder />
    </I18nProvider>,
  );
  fireEvent.change(screen.getByLabelText(texts.service), { target: { value: 'Clases de yoga' } });
  fireEvent.change(screen.getByLabelText(texts.plan), { target: { value: 'Bono anual' } });
  const amount = screen.getByLabelText(texts.amount) as HTMLInputElement;
  fireEvent.change(amount, { target: { value: text } });
  fireEvent.blur(amount);
  return amount;
}

// Issue 27: every money input takes what a Spaniard types; the button builder's too.
describe.each(['en', 'es'] as const)('the web-services button amount (%s)', (locale) => {
  afterEach(cleanup);

  it('reads 1249,9, shows it back as 1.249,90 and writes amount="1249.90" on the button', async () => {
    await loadCatalog('dashboard', locale);
    const amount = typeAmount(locale, '1249,9');
    expect(amount.value).toBe('1.249,90');
    expect(amount.type).toBe('text');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('["amount","1249.90"]'));
  });

  it('refuses 1.249, saying what it was read as, and writes no button', async () => {
    await loadCatalog('dashboard', locale);
    const amount = typeAmount(locale, '1.249');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(TEXTS[locale].ambiguous)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('null');
  });

  it('names the one-off type in words, not by its attribute value, and shows the example amount as 49,90', async () => {
    await loadCatalog('dashboard', locale);
    const amount = typeAmount(locale, '');
    expect(amount.placeholder).toBe('49,90');
    const oneOff = screen.getByRole('option', { name: TEXTS[locale].oneOff }) as HTMLOptionElement;
    expect(oneOff.value).toBe('Unique');
    expect(oneOff.textContent).toBe(TEXTS[locale].oneOff);
  });
});
