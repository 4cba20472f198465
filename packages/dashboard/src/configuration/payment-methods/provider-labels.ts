import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BadgeTone } from '@cobro/ui';
import type { PaymentOptionName, ProviderEnvironment, ProviderName } from '@cobro/contracts';

/** The providers a merchant connects with their own credentials (services-and-configuration 5). */
export type ConnectableProvider = 'inespay' | 'redsys';
export const CONNECTABLE: readonly ConnectableProvider[] = ['inespay', 'redsys'];
export const isConnectable = (provider: ProviderName): provider is ConnectableProvider =>
  (CONNECTABLE as readonly string[]).includes(provider);

/** Brand names, the same in both languages. */
export const PROVIDER_LABELS: Record<ConnectableProvider, string> = { inespay: 'Inespay', redsys: 'Redsys' };

/** A connection's environment (decision 1151), on its badge beside Connected. */
export const ENVIRONMENT_BADGES: Record<ProviderEnvironment, { label: MessageDescriptor; tone: BadgeTone }> = {
  test: { label: msg`Test`, tone: 'blue' },
  live: { label: msg`Live`, tone: 'green' },
};

/** Each option's name as the merchant reads it. */
export const OPTION_LABELS: Record<PaymentOptionName, MessageDescriptor> = {
  card_payments: msg`Card payments`,
  sepa_debit_payments: msg`SEPA direct debit`,
  inespay_payments: msg`Bank transfer (Inespay)`,
  redsys_payments: msg`Card payments (Redsys)`,
  bizum_payments: msg`Bizum (Redsys)`,
};

/** What each provider is, under its heading. */
export const PROVIDER_DESCRIPTIONS: Record<ConnectableProvider, MessageDescriptor> = {
  inespay: msg`Direct bank transfers initiated from your customer's bank.`,
  redsys: msg`The Spanish card gateway of your own bank's terminal.`,
};

/** The option descriptions, sent by the server as message keys (`payment_options.<logo>`). */
export const OPTION_DESCRIPTIONS: Record<string, MessageDescriptor> = {
  'payment_options.card': msg`Visa, Mastercard and American Express, with 3-D Secure when the bank asks for it.`,
  'payment_options.sepa_debit': msg`A direct debit from a euro bank account; the money arrives once the debit settles, a few days later.`,
  'payment_options.inespay': msg`Your customer pays by transfer from their own online bank; transfers are returned by hand.`,
  'payment_options.redsys': msg`Cards through your own bank's Redsys terminal.`,
  'payment_options.bizum': msg`Your customer pays with their mobile number from their bank's app, through your Redsys terminal.`,
};
