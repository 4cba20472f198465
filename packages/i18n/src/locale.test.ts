import { describe, expect, it } from 'vitest';
import { detectLocale } from './locale';

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
