import { SERVICE_IMAGE_MAX_BYTES, SERVICE_IMAGE_TYPES, SERVICE_MESSAGES } from '@cobro/contracts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/** What the file's first bytes say it is: a renamed text file is neither, whatever its name or type claims. */
export function imageKindFromBytes(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return null;
}

/**
 * The cover image rule (services-and-configuration 5): jpeg, png or jpg, at most 10 MB, and the content must be
 * the kind the type says. Checked before upload so the merchant hears at once; the server checks again.
 * Returns the message key of the problem, or null.
 */
export async function serviceImageProblem(file: Blob & { name?: string }): Promise<string | null> {
  const problem = SERVICE_MESSAGES.imagesProblem;
  if (!(SERVICE_IMAGE_TYPES as readonly string[]).includes(file.type)) return problem;
  if (file.name !== undefined && !/\.(jpe?g|png)$/i.test(file.name)) return problem;
  if (file.size > SERVICE_IMAGE_MAX_BYTES) return problem;
  const kind = imageKindFromBytes(new Uint8Array(await file.slice(0, PNG.length).arrayBuffer()));
  return kind === file.type ? null : problem;
}
