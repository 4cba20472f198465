/**
 * The company a SUB-004 answer names (public-flows 8: "an inactive message naming the company", extendedMessage).
 * The server sends `details.company_name`; older answers only carry the English `extendedMessage`, from which
 * nothing is parsed: the page then says "the merchant".
 */
export function inactiveCompany(details: Record<string, unknown> | undefined): string | null {
  const name = details?.company_name;
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}

/** Card brands the page names (public-flows 9: visa and mastercard; others show as a credit card). */
export function cardBrandName(brand: string | null): 'Visa' | 'Mastercard' | null {
  if (brand === 'visa') return 'Visa';
  if (brand === 'mastercard') return 'Mastercard';
  return null;
}
