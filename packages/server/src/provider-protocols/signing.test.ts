import { describe, expect, it } from 'vitest';
import { decodeBase64, equalBytes, equalText, restorePlusSigns } from './signing';

describe('signing helpers', () => {
  it('standard and URL-safe base64 decode to the same bytes', () => {
    const bytes = Buffer.from([0xfb, 0xff, 0xbf, 0x01, 0x02]);
    const standard = bytes.toString('base64');
    const urlSafe = bytes.toString('base64url');
    expect(standard).toContain('+');
    expect(urlSafe).toContain('-');
    expect(decodeBase64(standard)).toEqual(bytes);
    expect(decodeBase64(urlSafe)).toEqual(bytes);
  });

  it('text that is not base64 does not decode', () => {
    expect(decodeBase64('')).toBeNull();
    expect(decodeBase64('abc$def')).toBeNull();
    expect(decodeBase64('ab cd')).toBeNull();
    expect(decodeBase64('abcde')).toBeNull();
  });

  it('a space left by form decoding is read back as the plus sign that was sent', () => {
    expect(restorePlusSigns('ab c/d ')).toBe('ab+c/d+');
  });

  it('byte and text comparison: equal only when identical, different lengths never equal', () => {
    expect(equalBytes(Buffer.from('abc'), Buffer.from('abc'))).toBe(true);
    expect(equalBytes(Buffer.from('abc'), Buffer.from('abd'))).toBe(false);
    expect(equalBytes(Buffer.from('abc'), Buffer.from('abcd'))).toBe(false);
    expect(equalText('v1,xyz', 'v1,xyz')).toBe(true);
    expect(equalText('v1,xyz', 'v1,xyZ')).toBe(false);
  });
});
