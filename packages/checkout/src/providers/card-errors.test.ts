import { describe, expect, it } from 'vitest';
import { CARD_ERROR_TEXTS, cardErrorText, FALLBACK_CARD_ERROR, presentCardError } from './card-errors';

describe('card error presentation (public-flows 8)', () => {
  it('with both a decline code and a code, a payment-error banner keyed by the decline code', () => {
    expect(presentCardError({ code: 'card_declined', decline_code: 'insufficient_funds' })).toEqual({
      kind: 'payment-error',
      key: 'insufficient_funds',
    });
  });

  it('otherwise a declined-payment warning keyed by the code', () => {
    expect(presentCardError({ code: 'expired_card' })).toEqual({ kind: 'declined', key: 'expired_card' });
    expect(presentCardError({ decline_code: 'generic_decline' })).toEqual({ kind: 'declined', key: 'generic_decline' });
    expect(presentCardError({})).toEqual({ kind: 'declined', key: null });
  });

  it('the text is keyed by the code or decline code, with a generic sentence for unknown ones', () => {
    expect(cardErrorText({ kind: 'payment-error', key: 'insufficient_funds' })).toBe(CARD_ERROR_TEXTS.insufficient_funds);
    expect(cardErrorText({ kind: 'declined', key: 'who_knows' })).toBe(FALLBACK_CARD_ERROR);
    expect(cardErrorText({ kind: 'declined', key: null })).toBe(FALLBACK_CARD_ERROR);
  });
});
