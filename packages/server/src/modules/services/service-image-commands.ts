import { SERVICE_MESSAGES } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';
import { randomIdText } from '../../ids';
import type { Storage } from '../../storage/index';

type ImageKind = { extension: 'png' | 'jpg'; contentType: 'image/png' | 'image/jpeg'; names: string[] };

const PNG: ImageKind = { extension: 'png', contentType: 'image/png', names: ['png'] };
const JPEG: ImageKind = { extension: 'jpg', contentType: 'image/jpeg', names: ['jpg', 'jpeg'] };

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** What the bytes are, by their signature: the declared type and name are the client's word, not proof. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  return null;
}

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** A service image is a jpeg or png by content, by declared type and by extension, all three agreeing. */
export function imageKind(file: File, bytes: Uint8Array): ImageKind | null {
  const kind = sniffImage(bytes);
  if (!kind || file.type !== kind.contentType || !kind.names.includes(extensionOf(file.name))) return null;
  return kind;
}

export interface CheckedImage {
  /** Multipart field the file came in (files or cover), for the error's `fields`. */
  field: string;
  bytes: Uint8Array;
  kind: ImageKind;
}

/** Every file checked before anything is stored, so a bad file never leaves a good one half-saved. */
export async function checkImages(files: { field: string; file: File }[]): Promise<CheckedImage[]> {
  const checked: CheckedImage[] = [];
  for (const { field, file } of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = imageKind(file, bytes);
    if (!kind) throw new AppError('API-001', { fields: { [field]: SERVICE_MESSAGES.imagesProblem } });
    checked.push({ field, bytes, kind });
  }
  return checked;
}

/**
 * Stores the images under fresh random names and returns their keys. When the store fails, what was already
 * written is removed and the answer is SER-001 (the dashboard then offers to save without images).
 */
export async function storeImages(storage: Storage, images: CheckedImage[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const image of images) {
      // Lower case: two keys differing only in case would be one file on a case-insensitive disk.
      const key = `services/${randomIdText(32).toLowerCase()}.${image.kind.extension}`;
      await storage.put(key, image.bytes, image.kind.contentType);
      keys.push(key);
    }
  } catch {
    await removeImages(storage, keys);
    throw new AppError('SER-001');
  }
  return keys;
}

/** Best-effort removal: a file left behind costs disk space, never correctness. */
export async function removeImages(storage: Storage, keys: string[]) {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
