// @vitest-environment happy-dom
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoneyField } from './money-field';

function field(label: string, onChange = vi.fn()) {
  render(
    <I18nProvider i18n={i18n}>
      <MoneyField label={label} onChange={onChange} />
    </I18nProvider>,
  );
  return screen.getByLabelText(label) as HTMLInputElement;
}

const typeAndLeave = (input: HTMLInputElement, text: string) => {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};

// Issue 27: `1.249,90` was refused and a type=number refund field turned `49,90` into 4990.
describe.each([
  ['es', 'Importe (EUR)', /Se ha leído 1\.249 como 1\.249,00\u00a0€\. Si es correcto, escribe 1\.249,00/, 'Usa como máximo dos decimales'],
  ['en', 'Amount (EUR)', /1\.249 was read as 1\.249,00\u00a0€\. If that is right, write 1\.249,00/, 'Use at most two decimals'],
] as const)('the money field in %s', (locale, label, ambiguous, decimals) => {
  afterEach(cleanup);

  it('is a text input with a decimal keyboard, never type=number', async () => {
    await loadCatalog('dashboard', locale);
    const input = field(label);
    expect(input.type).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });

  it.each([
    ['1.249,90', '1.249,90'],
    ['1249,9', '1.249,90'],
    ['49,90', '49,90'],
    ['49.90', '49,90'],
    ['1249', '1.249,00'],
  ])('reads %s and shows it back as %s', async (typed, shown) => {
    await loadCatalog('dashboard', locale);
    const onChange = vi.fn();
    const input = field(label, onChange);
    typeAndLeave(input, typed);
    expect(input.value).toBe(shown);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    // The form hears the text shown, so what it parses is what the person sees.
    expect((onChange.mock.lastCall?.[0] as { target: HTMLInputElement }).target.value).toBe(shown);
  });

  it('refuses 1.249 as ambiguous and says what it read, tied to the input', async () => {
    await loadCatalog('dashboard', locale);
    const input = field(label);
    typeAndLeave(input, '1.249');
    expect(input.value).toBe('1.249');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(message?.textContent).toMatch(ambiguous);
  });

  it('refuses a third decimal, and says nothing while the text is being typed', async () => {
    await loadCatalog('dashboard', locale);
    const input = field(label);
    fireEvent.change(input, { target: { value: '49,905' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText(new RegExp(decimals))).toBeTruthy();
  });

  it('blocks the keys of signs and exponents', async () => {
    await loadCatalog('dashboard', locale);
    const input = field(label);
    for (const key of ['-', '+', 'e', 'E']) expect(fireEvent.keyDown(input, { key })).toBe(false);
    expect(fireEvent.keyDown(input, { key: ',' })).toBe(true);
  });
});
