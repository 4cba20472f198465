import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';
import { withoutCardNumber } from '../validators/free-text';
import { redsysCredentialProblems } from '../validators/redsys-credentials';
import { ProviderName } from './payment-method';

/** Strips every space (services-and-configuration 5: provider fields have spaces stripped) then requires a value. */
const Credential = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(withoutCardNumber(z.string().min(1, FIELD_MESSAGES.missingField).max(512)));

export const PaymentProvidersQuery = z.object({ provider: ProviderName });

/**
 * Which of the provider's own hosts a connection talks to (decision 1151): its test host (Redsys sis-t, Inespay's
 * sandbox API) or production. Ours, not the spec's.
 */
export const ProviderEnvironment = z.enum(['test', 'live']);
export type ProviderEnvironment = z.infer<typeof ProviderEnvironment>;

/**
 * A connected provider. Credentials are never sent back once saved: a set one is a fixed mask (`••••••••`),
 * an unset one null, so the screen can only tell whether it is set (decision 0270).
 */
export const PaymentProviderRecord = z.object({
  provider: ProviderName,
  status: z.enum(['active', 'pending']),
  secret_api_key: z.string().nullable(),
  public_api_key: z.string().nullable(),
  api_token: z.string().nullable(),
  /**
   * The connection's environment (decision 1151); null without credentials (access only requested, or a connection
   * the sandbox simulates). Ours, optional: absent from a back end built to the spec.
   */
  environment: ProviderEnvironment.nullable().optional(),
});
export type PaymentProviderRecord = z.infer<typeof PaymentProviderRecord>;

/** GET /payment-providers?provider=: null when the organization never connected it. */
export const PaymentProviderResponse = PaymentProviderRecord.nullable();

/**
 * POST /payment-providers/activate: inespay needs api_key and api_token (its API key and API token); redsys also
 * token, and its three values have the shapes a bank gives them: api_key the merchant code (FUC), api_token the
 * terminal, token the SHA-256 secret key (redsysCredentialProblems, decision 1150).
 */
export const ProviderActivateBody = z
  .strictObject({
    provider: z.enum(['inespay', 'redsys']),
    api_key: Credential,
    api_token: Credential,
    token: Credential.optional(),
    /** Ours (decision 1151): the provider's test host unless the merchant chose live. */
    environment: ProviderEnvironment.default('test'),
  })
  .superRefine((v, context) => {
    if (v.provider !== 'redsys') return;
    if (v.token === undefined) context.addIssue({ code: 'custom', message: FIELD_MESSAGES.missingField, path: ['token'] });
    for (const [field, message] of Object.entries(redsysCredentialProblems(v))) context.addIssue({ code: 'custom', message, path: [field] });
  });
export type ProviderActivateBody = z.infer<typeof ProviderActivateBody>;

/** The provider of POST /payment-providers/{provider}/check and DELETE /payment-providers/{provider}. */
export const ConnectedProviderParams = z.object({ provider: z.enum(['inespay', 'redsys']) });

/**
 * What "check connection" found (decision 1151): the credentials sign or authenticate (`ok`), and the provider's
 * host of the connection's environment answered (`reached`); `code` names what failed (PRO-004 not reached, PRO-005
 * or PRO-003 refused), null when all is well.
 */
export const ProviderCheck = z.object({
  ok: z.boolean(),
  reached: z.boolean(),
  environment: ProviderEnvironment,
  code: z.string().nullable(),
});
export type ProviderCheck = z.infer<typeof ProviderCheck>;

/** POST /payment-providers/request-access. */
export const ProviderRequestAccessBody = z.strictObject({ provider: ProviderName });

/** `bizum_payments` is ours (decision 1136): Bizum through the merchant's Redsys. */
export const PaymentOptionName = z.enum([
  'card_payments',
  'inespay_payments',
  'redsys_payments',
  'sepa_debit_payments',
  'bizum_payments',
]);
export type PaymentOptionName = z.infer<typeof PaymentOptionName>;

/**
 * One payment option of GET /organizations/payment-options. `include`: the merchant selected it; the checkout
 * offers it while its provider is active (decision 0270).
 */
export const PaymentOption = z.object({
  name: PaymentOptionName,
  provider: ProviderName,
  /** Access to the provider was requested and is awaiting approval. */
  requested: z.boolean(),
  logo: z.string(),
  description: z.string(),
  include: z.boolean(),
  /** Money arrives at once (card) rather than after settlement (SEPA). */
  immediate: z.boolean(),
  recurring_payments: z.boolean(),
  acceptance_refunds: z.boolean(),
  acceptance_disputes: z.boolean(),
});
export type PaymentOption = z.infer<typeof PaymentOption>;
export const PaymentOptionsResponse = z.array(PaymentOption);

/** PUT /payment-gateway/payment-methods: an empty selection is refused (no_payment_methods_selected). */
export const PaymentMethodsSelectionBody = z.strictObject({
  selected_options: z.array(PaymentOptionName).min(1, FIELD_MESSAGES.noPaymentMethodsSelected),
});
