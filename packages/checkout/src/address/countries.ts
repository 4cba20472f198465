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

/**
 * The countries a checkout address may have, on complete-data and complete-location alike: those the contract and
 * the server's postal-code lookup accept, Spain only (decisions 0851, 1155).
 */
export const CHECKOUT_COUNTRIES: readonly string[] = [...Country.values];

/** A country the session gave, as a code the checkout offers, else null (not given: the step's default stays). */
export function offeredCountry(country: string | null): string | null {
  const code = country?.trim().toUpperCase() ?? null;
  return code && CHECKOUT_COUNTRIES.includes(code) ? code : null;
}
