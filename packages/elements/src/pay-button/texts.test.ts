import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { failureText, payButtonTexts } from './texts';

describe('<pay-button> texts', () => {
  it('says Pay in English and Pagar in Spain’s Spanish, from the widget catalog bundled with the button', () => {
    expect(payButtonTexts(undefined, 'en')).toMatchObject({ pay: 'Pay', close: 'Close', dialog: 'Payment', lang: 'en' });
    expect(payButtonTexts(undefined, 'es')).toMatchObject({ pay: 'Pagar', close: 'Cerrar', dialog: 'Pago', lang: 'es' });
  });

  it('says Paga in Catalan, bundled with the button too, so a Catalan label paints at once (decision 1157)', () => {
    expect(payButtonTexts(undefined, 'ca')).toMatchObject({ pay: 'Paga', close: 'Tanca', dialog: 'Pagament', lang: 'ca' });
    expect(payButtonTexts(undefined, 'ca-ES').loading).toBe("S'està carregant el pagament");
  });

  it('takes the language part of the locale, and English for anything else', () => {
    expect(payButtonTexts(undefined, 'es-MX').pay).toBe('Pagar');
    expect(payButtonTexts(undefined, 'fr').pay).toBe('Pay');
  });

  it("never switches the page's shared Lingui instance, which the other elements render with", () => {
    const before = i18n.locale;
    payButtonTexts(undefined, 'es');
    payButtonTexts(undefined, 'en');
    payButtonTexts(undefined, 'ca');
    expect(i18n.locale).toBe(before);
  });

  it.each([
    ['en', /plan that does not exist/, /Let the shop know/, /in a moment/],
    ['es', /un plan que no existe/, /Avisa a la tienda/, /en un momento/],
    ['ca', /un pla que no existeix/, /Avisa la botiga/, /d'aquí a un moment/],
  ])('a plan that does not exist (CHK-004) says so and to tell the shop, not to try again later (%s)', (locale, what, todo, later) => {
    const texts = payButtonTexts(undefined, locale);
    for (const code of ['CHK-004', 'SER-002', 'SER-005']) {
      expect(failureText(texts, code)).toMatch(what);
      expect(failureText(texts, code)).toMatch(todo);
      expect(failureText(texts, code)).not.toMatch(later);
    }
    expect(failureText(texts, 'OTFE-003')).toMatch(later);
  });

  it.each([
    ['en', /payment button is not set up correctly/, /Let the shop know/, /in a moment/],
    ['es', /no está bien configurado/, /Avisa a la tienda/, /en un momento/],
    ['ca', /no està ben configurat/, /Avisa la botiga/, /d'aquí a un moment/],
  ])('a button whose own data is refused (OTFE-002, WID-007, CHK-015...) says so and to tell the shop (%s)', (locale, what, todo, later) => {
    const texts = payButtonTexts(undefined, locale);
    for (const code of ['OTFE-002', 'CHK-002', 'CHK-014', 'CHK-015', 'CUS-003', 'CUS-006', 'WID-007']) {
      expect(failureText(texts, code)).toMatch(what);
      expect(failureText(texts, code)).toMatch(todo);
      expect(failureText(texts, code)).not.toMatch(later);
    }
  });
});
