import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTED_CARD } from './card-numbers';
import { cardSafeLogging } from './log-redaction';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ ...cardSafeLogging }, stream), lines };
}

describe('card numbers never reach a log line (quality bar 19)', () => {
  it('redacts card numbers in messages, nested fields and errors', () => {
    const { logger, lines } = capture();
    logger.info({ url: '/confirm?card=4242 4242 4242 4242', body: { number: '4000002760003184', list: ['4000000000009995'] } }, 'typed 4000000000000002');
    logger.error({ err: new Error('bad card 4242424242424242') }, 'failed');
    const text = lines.join('\n');
    for (const number of ['4242 4242 4242 4242', '4000002760003184', '4000000000009995', '4000000000000002', '4242424242424242']) {
      expect(text).not.toContain(number);
    }
    expect(text).toContain(REDACTED_CARD);
    expect(JSON.parse(lines[1]).err.type).toBe('Error');
  });

  it('keeps every line valid JSON with its numeric time', () => {
    const { logger, lines } = capture();
    logger.info('plain');
    expect(typeof JSON.parse(lines[0]).time).toBe('number');
  });
});
