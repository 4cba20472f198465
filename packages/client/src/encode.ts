type Scalar = string | number | boolean | bigint;

const isScalar = (value: unknown): value is Scalar =>
  ['string', 'number', 'boolean', 'bigint'].includes(typeof value);

/**
 * Query string of a call: arrays comma-joined (the spec's list filters), undefined and null left out, so an
 * optional filter that is not set never reaches the server as "undefined". Starts with `?` unless empty.
 */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      const items = value.filter((item) => item !== undefined && item !== null);
      if (items.length > 0) search.append(key, items.map(String).join(','));
    } else if (value instanceof Date) {
      search.append(key, value.toISOString());
    } else if (isScalar(value)) {
      search.append(key, String(value));
    } else {
      throw new TypeError(`Query parameter "${key}" must be a scalar, a date or an array of scalars`);
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Multipart body: files (Blob/File) as file parts, a list of files as one part per file under the same name,
 * strings as they are, every other value (numbers, booleans, objects, arrays) as JSON text. Missing values are
 * left out. The reference server decodes the same way (docs/elements.md, "Multipart bodies").
 */
export function toFormData(body: unknown): FormData {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new TypeError('A multipart body must be an object of fields');
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (Array.isArray(value) && value.length > 0 && value.every((item) => item instanceof Blob)) {
      for (const file of value) form.append(key, file);
    } else if (typeof value === 'string') form.append(key, value);
    else form.append(key, JSON.stringify(value));
  }
  return form;
}
