import { atom } from 'nanostores';
import { FALLBACK_LOCALE, type Locale } from './locale';

// Apart from locale.ts, whose `elementLocale` the <pay-button>'s first script reads: a module shared with the
// checkout's chunks brings all it imports, and nanostores is not the button's to load (decision 1163).

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
