import type { Locale } from '@cobro/i18n';

/** The chart's rows in time order: hours (`HH:00`) for one day, days (`YYYY-MM-DD`) for a week or a month. */
export interface ChartRow {
  label: string;
  brute: number;
  net: number;
  success: number;
  refund: number;
  failed: number;
}

/** The transactions chart call's answer, keyed by period label. */
export type TransactionsByPeriod = Record<string, Omit<ChartRow, 'label'>>;

export function chartRows(data: TransactionsByPeriod): ChartRow[] {
  return Object.entries(data)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([label, figures]) => ({ label, ...figures }));
}

const DAY_LABEL = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_LOCALES: Record<Locale, string> = { es: 'es-ES', en: 'en-GB', ca: 'ca-ES' };

/**
 * A period label as the merchant reads it: an hour stays `14:00`; a day becomes `24 nov.`, `24 Nov` or `24 de nov.` in the
 * interface language (computed in UTC: the label is a calendar day, not an instant).
 */
export function periodText(label: string, locale: Locale): string {
  const day = DAY_LABEL.exec(label);
  if (!day) return label;
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return new Intl.DateTimeFormat(DAY_LOCALES[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}
