/**
 * The dd/mm/yyyy mask of DateField (decision 0859): Chromium draws a native <input type="date"> in the browser's
 * locale (mm/dd/yyyy on an English browser), whatever the page's `lang`, and the spec wants Spanish dates. Both of
 * the product's languages (es, en-GB) write day/month/year, so one mask serves both.
 */

/**
 * What the buyer typed, kept to its digits and shown with the slashes put in as they type. A pasted ISO date
 * (yyyy-mm-dd, as a spreadsheet or the API gives it) is turned day first rather than read as digits.
 */
export function maskDate(typed: string): string {
  if (/^\s*\d{4}-\d{2}-\d{2}\s*$/.test(typed)) return displayDate(typed.trim());
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** Written dd/mm/yyyy, whether or not the calendar has that day (31/02/2026 has the shape, not the day). */
export const hasDateShape = (text: string) => /^\d{2}\/\d{2}\/\d{4}$/.test(text);

/** dd/mm/yyyy to the ISO yyyy-mm-dd the forms and the API use; null when it is not a whole, real date. */
export function parseDisplayDate(text: string): string | null {
  if (!hasDateShape(text)) return null;
  const [day, month, year] = text.split('/');
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** ISO yyyy-mm-dd to dd/mm/yyyy ('' for an empty or malformed value). */
export function displayDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
