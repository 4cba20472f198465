import type { PaymentOption, PaymentOptionName } from '@cobro/contracts';

/** The names the merchant offers now (services-and-configuration 3: `include`). */
export const selectedNames = (options: readonly PaymentOption[]): PaymentOptionName[] =>
  options.filter((option) => option.include).map((option) => option.name);

/**
 * The selection after ticking or unticking one method (services-and-configuration 4): saved at once, so this is the
 * body of the call; null when it would leave nothing selected, which the screen refuses with a toast instead.
 */
export function nextSelection(
  options: readonly PaymentOption[],
  name: PaymentOptionName,
  selected: boolean,
): PaymentOptionName[] | null {
  const current = selectedNames(options).filter((n) => n !== name);
  const next = selected ? [...current, name] : current;
  return next.length > 0 ? next : null;
}
