import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { payButtonTexts } from './texts';

describe('<pay-button> texts', () => {
  it('says Pay in English and Pagar in Spain’s Spanish, from the widget catalog bundled with the button', () => {
    expect(payButtonTexts('en')).toMatchObject({ pay: 'Pay', close: 'Close', dialog: 'Payment', lang: 'en' });
    expect(payButtonTexts('es')).toMatchObject({ pay: 'Pagar', close: 'Cerrar', dialog: 'Pago', lang: 'es' });
  });

  it('takes the language part of the locale, and English for anything else', () => {
    expect(payButtonTexts('es-MX').pay).toBe('Pagar');
    expect(payButtonTexts('fr').pay).toBe('Pay');
  });

  it("never switches the page's shared Lingui instance, which the other elements render with", () => {
    const before = i18n.locale;
    payButtonTexts('es');
    payButtonTexts('en');
    expect(i18n.locale).toBe(before);
  });
});
