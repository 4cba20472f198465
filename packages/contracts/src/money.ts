/**
 * Decimal euro text as typed in a form or an attribute (`12`, `12.5`, `12,50`) to integer minor units.
 * Returns null for anything else: exponents, signs (`e`, `+`, `-`, services.invalid_amount), more than two
 * decimals, thousands separators. A comma is accepted as the decimal mark because Spanish users type it.
 */
export function toMinorUnits(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Minor units back to the decimal text a form field shows (`1250` -> `12.50`). */
export const fromMinorUnits = (cents: number) => (cents / 100).toFixed(2);
