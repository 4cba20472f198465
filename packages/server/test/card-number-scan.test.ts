import { containsCardNumber } from '@cobro/contracts';
import { describe, expect, it } from 'vitest';
import { withoutMachineTokens } from './card-number-scan';

describe('the stored-card-number scan reads typed text, not hashes', () => {
  // Like a password token's SHA-256 that CI stored, whose digits "72998077502558019" passed Luhn; here one whose run
  // also starts as a card does (5...), since a run starting with 7 is no card any more.
  const hash = '3a76799c7292ed18bc40ed1eefc52998077502558011ea7dbd8eb82b89111a79';

  it('a hash or a UUID whose digits happen to pass Luhn is not a card number', () => {
    expect(containsCardNumber(hash)).toBe(true);
    expect(containsCardNumber(withoutMachineTokens(hash))).toBe(false);
    expect(containsCardNumber(withoutMachineTokens('{"token":"0d1e2f3a-4242-4242-4242-42424242abcd"}'))).toBe(false);
  });

  it('a card number beside a hash, inside JSON, or glued to a word is still found', () => {
    expect(containsCardNumber(withoutMachineTokens(`${hash} 4242 4242 4242 4242`))).toBe(true);
    expect(containsCardNumber(withoutMachineTokens('{"note":"4000002760003184","id":"ch_1"}'))).toBe(true);
    expect(containsCardNumber(withoutMachineTokens('pedido4242424242424242 pagado'))).toBe(true);
  });
});
