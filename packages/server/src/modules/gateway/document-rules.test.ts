import { describe, expect, it } from 'vitest';
import { dataUrl, documentKind } from './document-rules';

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

  it('answers the bytes as a data URL', () => {
    expect(dataUrl('image/png', PNG)).toBe(`data:image/png;base64,${Buffer.from(PNG).toString('base64')}`);
  });
});
