import type { Locale } from './locale';
import { $locale } from './page-locale';

// Numbers and dates always use the Spanish conventions, whatever the interface language (spec: dashboard-core §1);
// Catalan writes them the same way (`1.234,56 €`, `28/11/2026`: ca-ES in Intl, as format.test.ts checks).
const NUMBER_LOCALE = 'es-ES';
const TIME_ZONE = 'Europe/Madrid';
const EURO_SIGN = '€';

// es-ES leaves 4-digit numbers ungrouped (`1234,56`) unless grouping is forced.
const moneyNumber = new Intl.NumberFormat(NUMBER_LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

const symbols = new Map<string, string>();

/** The currency sign for an ISO currency name (`eur`, `USD`); unknown names get the euro sign, as the spec says. */
export function currencySymbol(currency: string): string {
  const code = currency.trim().toUpperCase();
  let symbol = symbols.get(code);
  if (symbol === undefined) {
    try {
      const parts = new Intl.NumberFormat(NUMBER_LOCALE, {
        style: 'currency',
        currency: code,
        currencyDisplay: 'narrowSymbol',
      }).formatToParts(0);
      symbol = parts.find((part) => part.type === 'currency')?.value ?? EURO_SIGN;
    } catch {
      symbol = EURO_SIGN;
    }
    symbols.set(code, symbol);
  }
  return symbol;
}

/**
 * An amount in integer minor units as Spain writes it: `1.234,56 €`, always two decimals. The space before the sign
 * is a no-break space (U+00A0), as Intl writes it, so the sign never wraps to the next line.
 */
export function formatMoney(minorUnits: number, currency: string = 'eur'): string {
  // `|| 0` turns -0 into 0, which would otherwise print as "-0,00".
  return `${moneyNumber.format(minorUnits / 100 || 0)}\u00a0${currencySymbol(currency)}`;
}

/** An amount in minor units as a money field shows it back, without the sign (`1.249,90`); decision 0304. */
export function formatAmount(minorUnits: number): string {
  return moneyNumber.format(minorUnits / 100 || 0);
}

/** A plain number with Spanish separators, grouped from 1.000 on. */
export function formatNumber(value: number, options: { maximumFractionDigits?: number } = {}): string {
  return new Intl.NumberFormat(NUMBER_LOCALE, {
    maximumFractionDigits: options.maximumFractionDigits ?? 2,
    useGrouping: 'always',
  }).format(value || 0);
}

/** A ratio (0.25) as a Spanish percentage (`25 %`), with at most `maximumFractionDigits` decimals. */
export function formatPercent(ratio: number, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(NUMBER_LOCALE, {
    style: 'percent',
    maximumFractionDigits,
    useGrouping: 'always',
  }).format(ratio || 0);
}

export type DateInput = Date | string | number;

const dateFormat = new Intl.DateTimeFormat(NUMBER_LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const dateTimeFormat = new Intl.DateTimeFormat(NUMBER_LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/** `05/03/2024`, in Madrid time. */
export function formatDate(date: DateInput): string {
  return dateFormat.format(new Date(date));
}

/** `05/03/2024, 14:30`, in Madrid time (24-hour clock). */
export function formatDateTime(date: DateInput): string {
  return dateTimeFormat.format(new Date(date));
}

const monthNames: Record<Locale, string> = { es: 'es-ES', en: 'en-GB', ca: 'ca-ES' };

/**
 * `marzo de 2024` / `March 2024` / `març del 2024`: the one date format with words, so the month is named in the interface language
 * (a Spanish month name in an English interface would read as a bug). Defaults to the active locale.
 */
export function formatMonthYear(date: DateInput, locale: Locale = $locale.get()): string {
  return new Intl.DateTimeFormat(monthNames[locale], { month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(
    new Date(date),
  );
}
