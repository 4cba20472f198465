/**
 * Why an amount as typed was refused: `invalid` (signs, exponents, letters, misplaced separators, too large),
 * `decimals` (more than two), `ambiguous` (`1.249`: a dot before exactly three digits, read as thousands but
 * possibly meant as a decimal point; `understood` holds the thousands reading). Decision 0304.
 */
export type MoneyInputProblem = 'invalid' | 'decimals' | 'ambiguous';

export type ParsedMoney =
  | { ok: true; cents: number }
  | { ok: false; problem: MoneyInputProblem; understood?: number };

const DIGITS = /^\d+$/;
// Thousands groups as Spain writes them: 1 to 3 digits not starting with 0, then groups of exactly 3 after dots.
const GROUPED = /^[1-9]\d{0,2}(?:\.\d{3})+$/;

const cents = (euros: string, decimals = ''): ParsedMoney => {
  if (decimals.length > 2) return { ok: false, problem: 'decimals' };
  const value = Number(euros) * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(value) ? { ok: true, cents: value } : { ok: false, problem: 'invalid' };
};

/**
 * Euros as a person in Spain types them, to integer minor units: `1.249,90`, `1249,90`, `49,90`, `49.90`, `1249`,
 * `1.249.000` (dots grouping thousands, a comma or a dot before at most two decimals), with an optional euro sign
 * and spaces around, so an amount copied from a list (`1.249,90 €`) reads back. The one parser of typed money:
 * the form schemas, the widget's `amount` attribute and the money field all use it (decision 0304).
 */
export function parseMoney(value: string | number): ParsedMoney {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? parseMoney(String(value)) : { ok: false, problem: 'invalid' };
  }
  const text = value.replace(/^[\s€]+|[\s€]+$/g, '');
  const comma = text.split(',');
  if (comma.length === 2) {
    const [whole = '', decimals = ''] = comma;
    if (!DIGITS.test(decimals) || !(DIGITS.test(whole) || GROUPED.test(whole))) return { ok: false, problem: 'invalid' };
    return cents(whole.replaceAll('.', ''), decimals);
  }
  if (comma.length > 2) return { ok: false, problem: 'invalid' };
  if (DIGITS.test(text)) return cents(text);
  const dot = text.split('.');
  if (dot.length === 2 && /^[1-9]\d{0,2}\.\d{3}$/.test(text)) {
    const understood = cents(dot.join(''));
    return understood.ok ? { ok: false, problem: 'ambiguous', understood: understood.cents } : understood;
  }
  if (GROUPED.test(text)) return cents(text.replaceAll('.', ''));
  if (dot.length === 2 && DIGITS.test(dot[0] ?? '') && DIGITS.test(dot[1] ?? '')) return cents(dot[0]!, dot[1]);
  return { ok: false, problem: 'invalid' };
}

/** Typed euros (as `parseMoney` reads them) to minor units, or null when they are refused for any reason. */
export function toMinorUnits(value: string | number): number | null {
  const parsed = parseMoney(value);
  return parsed.ok ? parsed.cents : null;
}

/** Minor units back to the machine text of a `<pay-button>` attribute (`1250` -> `12.50`). */
export const fromMinorUnits = (cents: number) => (cents / 100).toFixed(2);
