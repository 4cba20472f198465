import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { messages as dialogCa } from './locales/widget-dialog/ca.po';
import { messages as dialogEn } from './locales/widget-dialog/en.po';
import { messages as dialogEs } from './locales/widget-dialog/es.po';
import { messages as ca } from './locales/widget/ca.po';
import { messages as en } from './locales/widget/en.po';
import { messages as es } from './locales/widget/es.po';

const CATALOGS = { widget: { es, en, ca }, 'widget-dialog': { es: dialogEs, en: dialogEn, ca: dialogCa } };

describe('the widget catalogs (the <pay-button>’s own texts: its label, its dialog)', () => {
  // bundledText reads them without Lingui's runtime (decision 1157): a placeholder or a plural would print wrong.
  it.each((Object.keys(CATALOGS) as (keyof typeof CATALOGS)[]).flatMap((name) => LOCALES.map((locale) => [name, locale] as const)))(
    'every %s message in %s is plain text, one token',
    (name, locale) => {
      const messages = CATALOGS[name][locale];
      const notPlain = Object.entries(messages).filter(
        ([, message]) => !(typeof message === 'string' || (Array.isArray(message) && message.length === 1 && typeof message[0] === 'string')),
      );
      expect(Object.keys(messages).length).toBeGreaterThan(0);
      expect(notPlain).toEqual([]);
    },
  );

  it('the label catalog, which the first script carries, holds the label alone (decision 1163)', () => {
    expect(Object.keys(en)).toHaveLength(1);
  });
});
