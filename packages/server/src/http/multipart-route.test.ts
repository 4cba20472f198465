import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FileTooLargeError, readLimited } from './multipart-route';

describe('readLimited', () => {
  it('reads a file within the limit whole', async () => {
    const chunks = await readLimited(Readable.from([Buffer.from('abc'), Buffer.from('def')]), 6);
    expect(Buffer.concat(chunks).toString()).toBe('abcdef');
  });

  it('stops at the limit without pulling the rest of an oversized file', async () => {
    let pulled = 0;
    const chunk = Buffer.alloc(64 * 1024);
    // 11 MB on demand: the reader must give up after about the limit, not consume it all.
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < 176; i++) {
          pulled += chunk.length;
          yield chunk;
        }
      })(),
    );
    await expect(readLimited(source, 1024 * 1024)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(pulled).toBeLessThanOrEqual(1024 * 1024 + 2 * chunk.length);
  });

  it('treats a stream the parser truncated at its limit as too large', async () => {
    const stream = Object.assign(Readable.from([Buffer.from('abc')]), { truncated: true });
    await expect(readLimited(stream, 10)).rejects.toBeInstanceOf(FileTooLargeError);
  });
});
