import { containsCardNumber } from '@cobro/contracts';
import { base64Pieces } from '../../http/json-stream';
import { sniffImage } from '../services/index';

export interface DocumentKind {
  extension: 'png' | 'jpg' | 'pdf';
  mimeType: 'image/png' | 'image/jpeg' | 'application/pdf';
}

const PDF: DocumentKind = { extension: 'pdf', mimeType: 'application/pdf' };
/** `%PDF-`: every PDF file starts with it. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

/**
 * What a legal document is by its bytes (png, jpg or pdf), when that agrees with the type the client declared:
 * the declared type alone is the client's word, not proof (services-and-configuration 9).
 */
export function documentKind(bytes: Uint8Array, declaredType: string): DocumentKind | null {
  const image = sniffImage(bytes);
  const kind = image
    ? { extension: image.extension, mimeType: image.contentType }
    : PDF_MAGIC.every((b, i) => bytes[i] === b)
      ? PDF
      : null;
  return kind && kind.mimeType === declaredType ? kind : null;
}

/** A document's bytes, as they are read chunk by chunk, as the pieces of the data URL the API answers (`content`). */
export async function* dataUrlPieces(mimeType: string, chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): AsyncGenerator<string> {
  yield `data:${mimeType};base64,`;
  yield* base64Pieces(chunks);
}

/** Longest file name kept, in characters (a common file system's limit). */
export const FILE_NAME_MAX = 255;

/**
 * The uploaded file's own name as the document slot shows it (issue 27, item 9): its last path part without control
 * characters, cut to `FILE_NAME_MAX` keeping its extension. A name holding a card number is not kept at all (quality
 * bar 19): the slot then names the document by its kind.
 */
export function keptFileName(name: string): string | null {
  const base = [...(name.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim()];
  if (base.length === 0 || containsCardNumber(base.join(''))) return null;
  if (base.length <= FILE_NAME_MAX) return base.join('');
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : [];
  return [...base.slice(0, FILE_NAME_MAX - extension.length), ...extension].join('');
}
