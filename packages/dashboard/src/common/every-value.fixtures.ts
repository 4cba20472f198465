import {
  ChargePaymentMethod,
  ChargeStatus,
  CompanyType,
  DisputeStatus,
  Frequency,
  HolderType,
  PaymentMethodType,
  PaymentOptionName,
  PlanType,
  Provider,
  ProviderName,
  PurchaseStatus,
  RefundReason,
  SalesChannel,
  SubscriptionStatus,
  VerificationStatus,
  WidgetFrequency,
  WidgetPlanData,
  type Charge,
  type CustomerDetail,
  type PaymentOption,
  type Purchase,
} from '@cobro/contracts';
import { aCharge, aPurchase } from './money.fixtures';

/** The statuses the server gives a refund's own record (server db/schema/charges.ts, refunds.status). */
const REFUND_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const;

/** Every value of the contract's enums a merchant's screens show in words: none may appear as it is sent. */
export const RAW_VALUES: readonly string[] = [
  ...new Set([
    ...ChargeStatus.options,
    ...DisputeStatus.options,
    ...ChargePaymentMethod.options,
    ...PaymentMethodType.options,
    ...PurchaseStatus.options,
    ...SubscriptionStatus.options,
    ...SalesChannel.options,
    ...Provider.options,
    ...ProviderName.options,
    ...RefundReason.options,
    ...Frequency.options,
    ...WidgetFrequency.options,
    ...PlanType.options,
    ...HolderType.options,
    ...VerificationStatus.options,
    ...CompanyType.options,
    ...PaymentOptionName.options,
    ...WidgetPlanData.shape.type.options,
    ...REFUND_STATUSES,
    'refund',
    'charge',
  ]),
];

const at = <T>(values: readonly T[], i: number) => values[i % values.length];

/** One charge per status, the methods, refund reasons and plan kinds taken in turn; each with its provider records. */
export const EVERY_CHARGE: Charge[] = ChargeStatus.options.map((status, i) =>
  aCharge({
    id: `ch_${i}`,
    status,
    payment_method: at(ChargePaymentMethod.options, i),
    refunded: status === 'refunded',
    amount_refunded: status === 'refunded' ? 10_000 : 0,
    refund_reason: at(RefundReason.options, i),
    plans: [{ id: `pl_${i}`, name: 'Bono', unit_amount: 10_000, type: at(PlanType.options, i), recurring: true, frequency: at(Frequency.options, i) }],
    purchase: { id: `pu_${i}`, provider: at(Provider.options, i) },
    associated_transactions: [
      { id: `tx_${i}`, object: 'charge', amount: 10_000, created: 1_773_136_800, status, paid: false, failure_message: null, payment_method_details: null },
      {
        id: `re_${i}`,
        object: 'refund',
        amount: 1_000,
        created: 1_773_140_400,
        status: at(REFUND_STATUSES, i),
        paid: false,
        failure_message: null,
        payment_method_details: null,
      },
    ],
  }),
);

/** One purchase per status, with the providers, channels, methods, frequencies and charges taken in turn. */
export const EVERY_PURCHASE: Purchase[] = PurchaseStatus.options.map((status, i) => {
  const base = aPurchase();
  return aPurchase({
    id: `pu_${i}`,
    status,
    provider: at(Provider.options, i),
    channel: at(SalesChannel.options, i),
    payment_method: at(ChargePaymentMethod.options, i),
    plan: { ...base.plan, type: at(PlanType.options, i), frequency: at(Frequency.options, i) },
    subscription: { ...base.subscription!, status: at(SubscriptionStatus.options, i) },
    payment_status: at(ChargeStatus.options, i),
    charges: [at(EVERY_CHARGE, i)],
  });
});

/** A customer of each holder type, with a stored method of every kind (a card of unknown brand shows the generic mark). */
export const everyCustomer = (type: CustomerDetail['type']): CustomerDetail => ({
  id: 'cus_1',
  type,
  name: 'Ana López',
  email: 'ana@correo.es',
  cif: type === 'COMPANY' ? 'B12345674' : null,
  dni: type === 'PERSON' ? '12345678Z' : null,
  prefix: '+34',
  phone: '600000000',
  address: { country: 'ES', city: 'Madrid', postal_code: '28001', street: 'Calle Mayor 1' },
  created_at: '2026-01-01T00:00:00Z',
  payment_methods: PaymentMethodType.options.map((kind, i) => ({
    id: `pm_${i}`,
    type: kind,
    brand: null,
    last4: '4242',
    image: kind,
    description: null,
  })),
  charges: EVERY_CHARGE,
});

/** The provider each option is paid through, as the server lists it (Bizum through Redsys, decision 1136). */
const OPTION_PROVIDERS: Record<PaymentOptionName, ProviderName> = {
  card_payments: 'stripe',
  sepa_debit_payments: 'stripe',
  inespay_payments: 'inespay',
  redsys_payments: 'redsys',
  bizum_payments: 'redsys',
};

/** The payment methods screen's options, as the server sends them (logo `card` for cards). */
export const EVERY_OPTION: PaymentOption[] = PaymentOptionName.options.map((name) => ({
  name,
  provider: OPTION_PROVIDERS[name],
  requested: false,
  logo: name.replace('_payments', ''),
  description: `payment_options.${name.replace('_payments', '')}`,
  include: true,
  immediate: true,
  recurring_payments: true,
  acceptance_refunds: true,
  acceptance_disputes: true,
}));
