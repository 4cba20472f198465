import { randomIdText } from '../ids';

/** mulberry32: a tiny seeded PRNG, so the seed writes the same data on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    /** Integer in [min, max]. */
    int,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
    digits: (n: number) => Array.from({ length: n }, () => int(0, 9)).join(''),
    /** The random part of a provider-style id, as the server makes them (ids.ts: never a card number), one draw a character. */
    idText: (n: number) => randomIdText(n, (max) => int(0, max - 1)),
    /** A version-4-shaped uuid from the stream (ids must be deterministic too). */
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => int(0, 15).toString(16));
      hex[12] = '4';
      hex[16] = ((int(0, 15) & 0x3) | 0x8).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;
