import { Readable } from 'node:stream';

/**
 * A string of a JSON answer that is written piece by piece as the answer is sent (a legal document's data URL of
 * 13 MB): never held whole, nor its answer (decision 0242). Its pieces must need no JSON escaping.
 */
export class StreamedString {
  constructor(readonly pieces: () => AsyncIterable<string>) {}
}

/** An answer holding `StreamedString`s; `route()` sends it as a stream, paced by the client (backpressure). */
export class StreamedJson {
  constructor(readonly value: unknown) {}

  /** The answer with each streamed string empty: what the contract check reads (outside production). */
  shape(): unknown {
    return shapeOf(this.value);
  }

  stream(): Readable {
    return Readable.from(pieces(this.value), { objectMode: false });
  }
}

function shapeOf(value: unknown): unknown {
  if (value instanceof StreamedString) return '';
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]));
  return value;
}

async function* pieces(value: unknown): AsyncGenerator<string> {
  if (value instanceof StreamedString) {
    yield '"';
    yield* value.pieces();
    yield '"';
  } else if (Array.isArray(value)) {
    yield '[';
    for (const [i, item] of value.entries()) {
      if (i > 0) yield ',';
      yield* pieces(item);
    }
    yield ']';
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    yield '{';
    let first = true;
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      yield `${first ? '' : ','}${JSON.stringify(key)}:`;
      first = false;
      yield* pieces(item);
    }
    yield '}';
  } else yield JSON.stringify(value) ?? 'null';
}

/**
 * Base64 of a stream of byte chunks, piece by piece: up to two bytes of a chunk wait for the next one, so the pieces
 * join into exactly the base64 of the whole.
 */
export async function* base64Pieces(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): AsyncGenerator<string> {
  let carry: Uint8Array = new Uint8Array(0);
  for await (const chunk of chunks) {
    const bytes = carry.length ? Buffer.concat([carry, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const whole = bytes.length - (bytes.length % 3);
    if (whole) yield bytes.toString('base64', 0, whole);
    carry = Uint8Array.from(bytes.subarray(whole));
  }
  if (carry.length) yield Buffer.from(carry).toString('base64');
}
