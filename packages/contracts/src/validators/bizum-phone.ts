/**
 * Bizum works with Spanish mobile numbers: `+34` and nine digits starting with 6 or 7, as Redsys's
 * `DS_MERCHANT_BIZUM_MOBILENUMBER` takes it (decision 1136).
 */
export const BIZUM_PHONE = /^\+34[67]\d{8}$/;

/**
 * A Spanish mobile as a buyer types it (`612 345 678`, `+34 612-345-678`, `0034612345678`, `34612345678`) in
 * Bizum's form; else null.
 */
export function bizumPhone(typed: string): string | null {
  const national = typed.replace(/[\s.\-()]/g, '').replace(/^(\+|00)?34(?=[67]\d{8}$)/, '');
  return /^[67]\d{8}$/.test(national) ? `+34${national}` : null;
}
