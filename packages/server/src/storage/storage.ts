/** A stored object as read back: its bytes and the content type it was stored with. */
export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

/** A stored object opened for reading piece by piece: a 10 MB document is never held whole to be answered. */
export interface OpenedObject {
  contentType: string;
  size: number;
  /** The bytes in order; fails if the object is removed while being read (keys are never reused). */
  chunks(): AsyncIterable<Uint8Array>;
}

/**
 * Where uploaded files live. The reference server keeps them in its database (shared by every process); an object
 * store (S3 and the like) can replace it by implementing these calls, with `url()` then pointing at the store or a CDN.
 */
export interface Storage {
  /** Writes the object whole or not at all: a failed put leaves nothing readable under the key. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The public URL of a key, as clients receive it. */
  url(key: string): string;
  /** The key of one of this store's URLs, or null when the URL is not ours. */
  keyOf(url: string): string | null;
  get(key: string): Promise<StoredObject | null>;
  open(key: string): Promise<OpenedObject | null>;
  /** Removing a missing key is not an error (deletes are retried and may race). */
  delete(key: string): Promise<void>;
}

/** Keys are `<folder>/<name>.<ext>` of safe characters (they were paths on disk once, and may be object names). */
export const STORAGE_KEY = /^[a-z0-9-]+\/[A-Za-z0-9_-]{8,128}\.(png|jpg|pdf)$/;

/** The extensions the server writes, with their content types (pdf: legal documents, which are never served). */
export const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' };
