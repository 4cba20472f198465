import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTED_CARD } from './card-numbers';
import { safeLogging } from './log-redaction';
import { REDACTED_SECRET, redactSecretUrls } from './secret-urls';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ ...safeLogging }, stream), lines };
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

describe('password link tokens and secret query parameters never reach a log line (quality bar 25)', () => {
  it('redacts the token segment of link pages and calls, and the values of secret parameters, in fields and messages', () => {
    const { logger, lines } = capture();
    logger.info({ url: '/api/auth/reset-password/AbC_-123?x=1' }, 'request');
    logger.info('Route GET:/api/v1/x?page=2&API_KEY=sk_live_1&key=pk_test_2&token=t3&code=c4&client_secret=s5&api%5Fkey=s6 not found');
    logger.error({ err: new Error('failed at /create-password/Tok3n and /verify-token/Tok4n') }, 'failed');
    const text = lines.join('\n');
    for (const secret of ['AbC_-123', 'sk_live_1', 'pk_test_2', '=t3', 'c4', 's5', 's6', 'Tok3n', 'Tok4n']) expect(text).not.toContain(secret);
    expect(JSON.parse(lines[0]).url).toBe(`/api/auth/reset-password/${REDACTED_SECRET}?x=1`);
    expect(JSON.parse(lines[1]).msg).toContain(`?page=2&API_KEY=${REDACTED_SECRET}&key=${REDACTED_SECRET}`);
  });

  it('leaves other parameters readable', () => {
    expect(redactSecretUrls('/api/auth/verify-token/abc?token_type=CREATE_API_USER_PASSWORD&state=s&page=1')).toBe(
      `/api/auth/verify-token/${REDACTED_SECRET}?token_type=CREATE_API_USER_PASSWORD&state=s&page=1`,
    );
  });
});
