import type { Language } from '@cobro/contracts';
import { readParameter } from './parameters';

/**
 * Redsys's codes for the language of its payment page (`DS_MERCHANT_CONSUMERLANGUAGE`): 1 Spanish, 2 English,
 * 3 Catalan, sent as three digits. Without it Redsys speaks Spanish.
 */
const CONSUMER_LANGUAGES: Record<Language, string> = { es: '001', en: '002', ca: '003' };

/** The request parameter that asks Redsys's page (and Bizum's) for the buyer's language. */
export const consumerLanguageParameters = (language: Language | undefined): Record<string, string> =>
  language ? { DS_MERCHANT_CONSUMERLANGUAGE: CONSUMER_LANGUAGES[language] } : {};

/** The language a signed request asks its page for, read as Redsys reads the number; Spanish when none of ours. */
export function consumerLanguage(parameters: Record<string, string>): Language {
  const code = Number(readParameter(parameters, 'DS_MERCHANT_CONSUMERLANGUAGE') ?? '');
  const found = (Object.entries(CONSUMER_LANGUAGES) as [Language, string][]).find(([, value]) => Number(value) === code);
  return found ? found[0] : 'es';
}
