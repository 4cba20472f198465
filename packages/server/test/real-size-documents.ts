/**
 * Identity documents of real size, made on the fly so no 10 MB fixture is committed: a PNG, a JPEG and a PDF with
 * valid signatures and structure around incompressible filler (a phone photo does not compress either). Used by the
 * server's test, the browser journey and scripts/measure-documents-memory.ts.
 */
export type DocumentKind = 'png' | 'jpg' | 'pdf';

export const DOCUMENT_TYPES: Record<DocumentKind, string> = { png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' };

/** Deterministic noise (xorshift32), so a failing run can be repeated byte for byte. */
function noise(target: Uint8Array, seed: number) {
  let x = seed >>> 0 || 1;
  for (let i = 0; i < target.length; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    target[i] = x & 0xff;
  }
}

const ascii = (text: string) => new TextEncoder().encode(text);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** One PNG chunk: length, type, data, CRC over type and data. */
function pngChunk(type: string, data: Uint8Array) {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(ascii(type), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

function png(size: number) {
  const ihdr = new Uint8Array(13);
  new DataView(ihdr.buffer).setUint32(0, 3024); // a 12 MP phone photo, 3024 x 4032, 8-bit RGB
  new DataView(ihdr.buffer).setUint32(4, 4032);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const head = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr)];
  const end = pngChunk('IEND', new Uint8Array());
  const used = head.reduce((n, part) => n + part.length, 0) + end.length + 12;
  const data = new Uint8Array(size - used);
  noise(data, 0x504e47);
  return [...head, pngChunk('IDAT', data), end];
}

function jpg(size: number) {
  const app0 = new Uint8Array([0xff, 0xe0, 0, 16, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const parts: Uint8Array[] = [new Uint8Array([0xff, 0xd8]), app0];
  let left = size - 2 - app0.length - 2;
  // Comment segments of at most 65,535 bytes each (their length field counts itself) carry the filler.
  while (left > 0) {
    const body = Math.min(65_533, Math.max(left - 4, 0));
    const segment = new Uint8Array(4 + body);
    segment.set([0xff, 0xfe, (body + 2) >> 8, (body + 2) & 0xff]);
    noise(segment.subarray(4), 0x4a5047 + left);
    parts.push(segment);
    left -= segment.length;
  }
  return [...parts, new Uint8Array([0xff, 0xd9])];
}

function pdf(size: number) {
  const head = ascii('%PDF-1.4\n1 0 obj\n<< /Length ');
  const tail = (offset: number) =>
    ascii(`\nendstream\nendobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 >>\nstartxref\n${offset}\n%%EOF\n`);
  const fixed = head.length + 20 + ascii(' >>\nstream\n').length + tail(size).length;
  const stream = new Uint8Array(size - fixed);
  noise(stream, 0x504446);
  const length = ascii(`${stream.length} >>\nstream\n`.padStart(20 + ' >>\nstream\n'.length, ' '));
  return [head, length, stream, tail(size)];
}

/** A document of exactly `size` bytes (at least 1 KB) of the kind asked for. */
export function realSizeDocument(kind: DocumentKind, size: number): Uint8Array<ArrayBuffer> {
  const parts = kind === 'png' ? png(size) : kind === 'jpg' ? jpg(size) : pdf(size);
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  if (at !== size) throw new Error(`realSizeDocument(${kind}): made ${at} bytes, not ${size}`);
  return bytes;
}
