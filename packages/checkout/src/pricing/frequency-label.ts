import type { Frequency } from '@cobro/contracts';
import { plural, t } from '@lingui/core/macro';

/** The frequency in words (public-flows 9): "Monthly", never `month`. */
export function frequencyWord(frequency: Frequency): string {
  switch (frequency) {
    case 'day':
      return t`Daily`;
    case 'week':
      return t`Weekly`;
    case 'month':
      return t`Monthly`;
    case 'quarterly':
      return t`Quarterly`;
    case 'semianually':
      return t`Every six months`;
    case 'year':
      return t`Yearly`;
  }
}

/** How long a subscription of `cycles` periods lasts, with ICU plurals ("1 month", "3 months"). */
function duration(frequency: Frequency, cycles: number): string {
  switch (frequency) {
    case 'day':
      return plural(cycles, { one: '# day', other: '# days' });
    case 'week':
      return plural(cycles, { one: '# week', other: '# weeks' });
    case 'month':
      return plural(cycles, { one: '# month', other: '# months' });
    case 'quarterly':
      return plural(cycles, { one: '# quarter', other: '# quarters' });
    case 'semianually':
      return plural(cycles, { one: '# half-year', other: '# half-years' });
    case 'year':
      return plural(cycles, { one: '# year', other: '# years' });
  }
}

/**
 * The billing label of a plan: one-time, a frequency in words, or with billing cycles how long it lasts,
 * pluralised when the number of cycles is not 1 (public-flows 9).
 */
export function frequencyLabel(frequency: Frequency | null, billingCycles: number | null): string {
  if (!frequency) return t`One-time payment`;
  const word = frequencyWord(frequency);
  if (billingCycles === null) return t`${word}, until cancelled`;
  const span = duration(frequency, billingCycles);
  return t`${word}, for ${span}`;
}

/**
 * A variable plan's price (decision 1139): one unit's price, formatted, and how often usage is billed, with its
 * length only when it has billing cycles ("50,00 € per unit · monthly", "50,00 € per unit · monthly, for 3 months").
 */
export function perUnitLabel(unitPrice: string, frequency: Frequency | null, billingCycles: number | null): string {
  const billing = frequency && billingCycles === null ? frequencyWord(frequency) : frequencyLabel(frequency, billingCycles);
  // The labels start a sentence ("Monthly"); here they follow the price, in lower case in both languages.
  const often = billing.toLowerCase();
  return t`${unitPrice} per unit · ${often}`;
}
