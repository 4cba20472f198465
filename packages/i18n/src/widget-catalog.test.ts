import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { messages as ca } from './locales/widget/ca.po';
import { messages as en } from './locales/widget/en.po';
import { messages as es } from './locales/widget/es.po';

describe('the widget catalog (the <pay-button>’s own texts)', () => {
  // widgetText reads them without Lingui's runtime (decision 1157): a placeholder or a plural would print wrong.
  it.each(LOCALES)('every %s message is plain text, one token', (locale) => {
    const messages = { es, en, ca }[locale];
    const notPlain = Object.entries(messages).filter(
      ([, message]) => !(typeof message === 'string' || (Array.isArray(message) && message.length === 1 && typeof message[0] === 'string')),
    );
    expect(Object.keys(messages).length).toBeGreaterThan(0);
    expect(notPlain).toEqual([]);
  });
});
