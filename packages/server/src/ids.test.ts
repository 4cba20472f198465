import { randomUUID } from 'node:crypto';
import { containsCardNumber } from '@cobro/contracts';
import { describe, expect, it } from 'vitest';
import { idFromUuid, MAX_ID_DIGIT_RUN, newId, randomIdText } from './ids';
import { newWebhookId } from './modules/callbacks/enqueue-commands';
import { providerId } from './modules/payment-engine/provider-adapters/ids';
import { customerProviderId } from './modules/subscriptions/subscription-view';
import { createRandom } from './seed/prng';

/** Quality bar 19: a compliance scanner must never mistake an id of ours for a card number. */
describe('generated ids', () => {
  const MANY = 100_000;
  const offending = (make: () => string) => {
    const found: string[] = [];
    for (let i = 0; i < MANY; i += 1) {
      const id = make();
      if (containsCardNumber(id)) found.push(id);
    }
    return found;
  };
  const seeded = createRandom(7);

  // Hex ids (the old format) hold a Luhn-valid run of 13+ digits in about 1 id out of 400: 100 000 finds them.
  it.each([
    ['provider ids (pi_sb_, re_sb_, pm_sb_...)', () => providerId('pi_sb')],
    ['callback message ids (msg_)', newWebhookId],
    ['any prefixed id', () => newId('sub')],
    ['ids the seed writes from its own stream', () => `ch_${seeded.idText(14)}`],
    ['sandbox customer ids derived from a uuid (cus_sb_)', () => customerProviderId({ id: randomUUID(), providerCustomerId: null })],
  ])('%s never hold a 13-19 digit run passing Luhn', (_name, make) => {
    expect(offending(make).slice(0, 5)).toEqual([]);
  });

  it(`never more than ${MAX_ID_DIGIT_RUN} digits in a row, even when the source of randomness draws only digits`, () => {
    const zeros = randomIdText(40, () => 0);
    expect(zeros).toBe('0000a'.repeat(8));
    expect(/\d{5}/.test(randomIdText(10_000))).toBe(false);
  });

  it('ids are letters and digits after their prefix, and unique', () => {
    const ids = Array.from({ length: 10_000 }, () => newId('pi_sb'));
    for (const id of ids.slice(0, 100)) expect(id).toMatch(/^pi_sb_[0-9A-Za-z]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a uuid-derived id is stable, holds no digit and maps back to its uuid', () => {
    const uuid = '12345678-9abc-4def-8012-3456789abcde';
    expect(idFromUuid('cus_sb', uuid)).toBe(idFromUuid('cus_sb', uuid.toUpperCase()));
    expect(idFromUuid('cus_sb', uuid)).toMatch(/^cus_sb_[a-p]{32}$/);
    const back = idFromUuid('cus_sb', uuid).slice(7).replace(/[g-p]/g, (c) => String(c.charCodeAt(0) - 103));
    expect(back).toBe(uuid.replace(/-/g, ''));
  });
});
