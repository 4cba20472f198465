// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLocale, elementLocale } from './locale';

describe('detectLocale', () => {
  it('only the language part of the browser locale is used', () => {
    expect(detectLocale('es-ES')).toBe('es');
    expect(detectLocale('es-MX')).toBe('es');
    expect(detectLocale('ES')).toBe('es');
    expect(detectLocale('en-US')).toBe('en');
    expect(detectLocale('en_GB')).toBe('en');
  });

  it('a Catalan browser gets Catalan, whatever its region or separator (decision 1156)', () => {
    expect(detectLocale('ca')).toBe('ca');
    expect(detectLocale('ca-ES')).toBe('ca');
    expect(detectLocale('ca_ES')).toBe('ca');
    expect(detectLocale('ca-ES-valencia')).toBe('ca');
    expect(detectLocale('CA-ad')).toBe('ca');
  });

  it('English is the fallback for other languages and for no language at all', () => {
    expect(detectLocale('fr-FR')).toBe('en');
    expect(detectLocale('eu-ES')).toBe('en');
    expect(detectLocale('gl')).toBe('en');
    expect(detectLocale('')).toBe('en');
    expect(detectLocale(undefined)).toBe('en');
    expect(detectLocale(null)).toBe('en');
  });
});

describe('elementLocale (decision 1156)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('lang');
    document.body.innerHTML = '';
  });

  const spanishBrowser = () => vi.stubGlobal('navigator', { language: 'es-ES' });
  const element = (markup = '<pay-button></pay-button>') => {
    document.body.innerHTML = markup;
    return document.querySelector('pay-button')!;
  };

  it("the page's own lang overrides the browser: a Catalan page gets Catalan in a Spanish browser", () => {
    spanishBrowser();
    document.documentElement.lang = 'ca';
    expect(elementLocale(element(), undefined)).toBe('ca');
    document.documentElement.lang = 'ca-ES';
    expect(elementLocale(element(), undefined)).toBe('ca');
  });

  it("the element's own lang, or an ancestor's, overrides the page's, as HTML gives an element its language", () => {
    spanishBrowser();
    document.documentElement.lang = 'es';
    expect(elementLocale(element('<pay-button lang="ca"></pay-button>'), undefined)).toBe('ca');
    expect(elementLocale(element('<section lang="en"><pay-button></pay-button></section>'), undefined)).toBe('en');
  });

  it('the locale attribute overrides every lang', () => {
    spanishBrowser();
    document.documentElement.lang = 'en';
    expect(elementLocale(element('<pay-button lang="en"></pay-button>'), 'ca')).toBe('ca');
    expect(elementLocale(element(), 'es-MX')).toBe('es');
  });

  it('a lang that is not one of ours (or empty, unknown) leaves the choice to the browser', () => {
    spanishBrowser();
    document.documentElement.lang = 'fr';
    expect(elementLocale(element(), undefined)).toBe('es');
    expect(elementLocale(element('<pay-button lang=""></pay-button>'), undefined)).toBe('es');
    document.documentElement.removeAttribute('lang');
    vi.stubGlobal('navigator', { language: 'ca-ES' });
    expect(elementLocale(element(), undefined)).toBe('ca');
    expect(elementLocale(undefined, undefined)).toBe('ca');
  });
});
