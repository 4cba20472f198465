export const LOCALES = ['es', 'en', 'ca'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';

/**
 * The interface language from a browser language tag: only the language part counts (`es-MX` is Spanish, `ca-ES`
 * Catalan), and anything that is not Spanish, English or Catalan falls back to English (spec: dashboard-core §1;
 * a missing Catalan message falls back to Spanish, then English: decision 1156).
 */
export function detectLocale(navigatorLanguage?: string | null): Locale {
  return ourLocale(navigatorLanguage) ?? FALLBACK_LOCALE;
}

/** The locale a language tag names by its language part, when it is one of ours. */
function ourLocale(tag: string | null | undefined): Locale | undefined {
  const language = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : undefined;
}

/**
 * An element's interface language (decision 1156): its `locale` attribute; else the language HTML gives the element
 * (its own `lang`, an ancestor's, the page's `<html lang>`) when that is one of ours; else the browser's. Read when
 * the element renders, never at import time (elements must be SSR-safe).
 */
export function elementLocale(host: Element | undefined, locale: string | undefined): Locale {
  if (locale) return detectLocale(locale);
  const page = ourLocale(host?.closest('[lang]')?.getAttribute('lang'));
  return page ?? detectLocale(typeof navigator === 'undefined' ? undefined : navigator.language);
}
