import { atom } from 'nanostores';

export const LOCALES = ['es', 'en', 'ca'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';

/**
 * The interface language from a browser language tag: only the language part counts (`es-MX` is Spanish, `ca-ES`
 * Catalan), and anything that is not Spanish, English or Catalan falls back to English (spec: dashboard-core §1;
 * a missing Catalan message falls back to Spanish, then English: decision 1156).
 */
export function detectLocale(navigatorLanguage?: string | null): Locale {
  const language = (navigatorLanguage ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : FALLBACK_LOCALE;
}

/** Reads the browser language without touching `window` at import time (elements must be SSR-safe). */
export function browserLocale(): Locale {
  return detectLocale(typeof navigator === 'undefined' ? undefined : navigator.language);
}

/**
 * The page's interface language, shared by every element (React context does not cross custom elements).
 * It changes only once the catalogs of the new locale are active, so nothing renders half-translated.
 */
export const $locale = atom<Locale>(FALLBACK_LOCALE);

/**
 * The interface language as the API hears it: every element passes this one getter to configureApi, so each call
 * says it as Accept-Language (receipts are mailed in it, exports written in it) and elements on one page share one
 * client.
 */
export const interfaceLanguage = (): Locale => $locale.get();
