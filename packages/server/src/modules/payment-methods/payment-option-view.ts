import type { PaymentOption, PaymentOptionName, ProviderName } from '@cobro/contracts';

type OptionFacts = Omit<PaymentOption, 'name' | 'requested' | 'include'>;

/**
 * The payment options a merchant can offer, in the screen's order. `logo` is an image name on the CDN and
 * `description` a message key: the dashboard builds the URL and translates the text. The facts follow what the
 * payment engine does: Inespay cannot charge again or refund (a transfer is returned by hand), Bizum pays once and
 * is refunded through Redsys (decision 1136), disputes arrive only through the card provider (card chargebacks and
 * SEPA returns).
 */
export const PAYMENT_OPTIONS: Record<PaymentOptionName, OptionFacts> = {
  card_payments: option('stripe', 'card', { immediate: true, recurring_payments: true, acceptance_refunds: true, acceptance_disputes: true }),
  sepa_debit_payments: option('stripe', 'sepa_debit', { immediate: false, recurring_payments: true, acceptance_refunds: true, acceptance_disputes: true }),
  inespay_payments: option('inespay', 'inespay', { immediate: true, recurring_payments: false, acceptance_refunds: false, acceptance_disputes: false }),
  redsys_payments: option('redsys', 'redsys', { immediate: true, recurring_payments: true, acceptance_refunds: true, acceptance_disputes: false }),
  bizum_payments: option('redsys', 'bizum', { immediate: true, recurring_payments: false, acceptance_refunds: true, acceptance_disputes: false }),
};

function option(provider: ProviderName, logo: string, facts: Pick<OptionFacts, 'immediate' | 'recurring_payments' | 'acceptance_refunds' | 'acceptance_disputes'>): OptionFacts {
  return { provider, logo, description: `payment_options.${logo}`, ...facts };
}

export const OPTION_NAMES = Object.keys(PAYMENT_OPTIONS) as PaymentOptionName[];

/** The merchant's options: each one with whether it is selected and whether its provider's access was requested. */
export function paymentOptionsView(selected: readonly string[], requested: ReadonlySet<ProviderName>): PaymentOption[] {
  return OPTION_NAMES.map((name) => ({
    name,
    ...PAYMENT_OPTIONS[name],
    requested: requested.has(PAYMENT_OPTIONS[name].provider),
    include: selected.includes(name),
  }));
}
