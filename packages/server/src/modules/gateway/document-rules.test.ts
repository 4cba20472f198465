import { describe, expect, it } from 'vitest';
import { dataUrlPieces, documentKind, FILE_NAME_MAX, keptFileName } from './document-rules';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');

describe('legal documents by content', () => {
  it('recognises png, jpg and pdf by their first bytes', () => {
    expect(documentKind(PNG, 'image/png')).toEqual({ extension: 'png', mimeType: 'image/png' });
    expect(documentKind(JPEG, 'image/jpeg')).toEqual({ extension: 'jpg', mimeType: 'image/jpeg' });
    expect(documentKind(PDF, 'application/pdf')).toEqual({ extension: 'pdf', mimeType: 'application/pdf' });
  });

  it('refuses other content whatever it claims, and content that disagrees with its declared type', () => {
    expect(documentKind(new TextEncoder().encode('<svg/>'), 'image/png')).toBeNull();
    expect(documentKind(new Uint8Array([0x47, 0x49, 0x46, 0x38]), 'image/png')).toBeNull();
    expect(documentKind(PDF, 'image/png')).toBeNull();
    expect(documentKind(PNG, 'application/pdf')).toBeNull();
    expect(documentKind(new Uint8Array(), 'application/pdf')).toBeNull();
  });

  it('answers the bytes as a data URL, written piece by piece from chunks of any size', async () => {
    const bytes = Uint8Array.from({ length: 100 }, (_, i) => (i * 37) % 256);
    const expected = `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
    for (const sizes of [[100], [1, 2, 3, 94], [4, 5, 7, 11, 73], [0, 50, 0, 50]]) {
      const chunks = sizes.map((_, i) => bytes.subarray(sizes.slice(0, i).reduce((a, b) => a + b, 0), sizes.slice(0, i + 1).reduce((a, b) => a + b, 0)));
      let url = '';
      for await (const piece of dataUrlPieces('image/png', chunks)) url += piece;
      expect(url, String(sizes)).toBe(expected);
    }
  });

  it("keeps the file's own name: its last path part, no control characters, cut keeping the extension, none with a card number", () => {
    expect(keptFileName('DNI delante.png')).toBe('DNI delante.png');
    expect(keptFileName('C:\\fotos\\dni.jpg')).toBe('dni.jpg');
    expect(keptFileName('carpeta/recibo\u0007.pdf')).toBe('recibo.pdf');
    expect(keptFileName('  ')).toBeNull();
    expect(keptFileName('4000 0566 5566 5556.png')).toBeNull();
    const cut = keptFileName(`${'ñ'.repeat(400)}.pdf`);
    expect([...(cut ?? '')]).toHaveLength(FILE_NAME_MAX);
    expect(cut?.endsWith('ñ.pdf')).toBe(true);
  });
});
