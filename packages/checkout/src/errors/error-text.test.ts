import { WIDGET_ERROR_CODES } from '@cobro/contracts';
import { loadSdkCatalog } from '@cobro/i18n';
import { describe, expect, it } from 'vitest';
import { BUYER_ERROR_CODES, buyerErrorParts, buyerErrorText } from './error-text';

/** The codes the checkout can show a buyer: every published widget code and the buyer-only ones of error-text.ts. */
const CODES = [...new Set([...Object.keys(WIDGET_ERROR_CODES), ...BUYER_ERROR_CODES])];

describe('every buyer-facing error code says what happened and what to do (issue 27 item 19)', () => {
  it.each(Object.keys(WIDGET_ERROR_CODES))('the published code %s has a buyer text', (code) => {
    expect(BUYER_ERROR_CODES).toContain(code);
  });

  describe.each(['en', 'es'] as const)('in %s', (locale) => {
    it.each(CODES)('%s', async (code) => {
      await loadSdkCatalog(locale);
      const parts = buyerErrorParts(code);
      expect(parts?.what, 'what happened').toMatch(/\S/);
      expect(parts?.todo, 'what to do').toMatch(/\S/);
      // The code itself belongs in the details line, not in the text.
      expect(buyerErrorText(code)).not.toContain(code);
      if (locale === 'es') {
        await loadSdkCatalog('en');
        const english = buyerErrorParts(code)!;
        expect(parts!.todo, 'translated into Spanish').not.toBe(english.todo);
        expect(parts!.what, 'translated into Spanish').not.toBe(english.what);
      }
    });
  });

  it('a code without a text gets the generic text in the buyer language, not the server words', async () => {
    await loadSdkCatalog('es');
    expect(buyerErrorText('ZZZ-999')).toBe(buyerErrorText('API-500'));
  });
});
