import { Country } from '@cobro/contracts';

export interface CountryOption {
  value: string;
  label: string;
}

/**
 * Countries by their name in the interface language, sorted by that name (public-flows 5), with the language's
 * own collation ("Alemania" before "Austria" before "España").
 */
export function sortedCountries(codes: readonly string[], locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return codes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** The countries a checkout address may have: those the contract accepts (Spain today, decision 0851). */
export const CHECKOUT_COUNTRIES: readonly string[] = [...Country.values];
