import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { customers } from '../../../db/schema/index';
import type { CreatePaymentInput, PaymentProvider, PaymentResult, ProviderFee, RefundInput, RefundResult } from '../../../provider-protocols/index';

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
}

/**
 * The SDK client. The SDK loads here, when Stripe is configured, not with the server: it is a sixth of a second of
 * every start otherwise (decision 0260). Errors are checked against the client's own classes (`stripe.errors`).
 */
export function stripeClient(keys: StripeKeys) {
  const StripeSdk = createRequire(import.meta.url)('stripe') as typeof Stripe;
  return new StripeSdk(keys.secretKey, { maxNetworkRetries: 2 });
}

/** A PaymentIntent as the charge engine reads it. */
export function paymentIntentResult(intent: Stripe.PaymentIntent, publishableKey: string): PaymentResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', providerPaymentId: intent.id };
    case 'processing':
      return { status: 'processing', providerPaymentId: intent.id };
    case 'canceled':
      return { status: 'failed', providerPaymentId: intent.id, code: 'canceled', declineCode: null, message: intent.cancellation_reason };
    default: {
      const error = intent.last_payment_error;
      // A declined attempt goes back to requires_payment_method carrying its error: that is a failure to show.
      if (error && intent.status === 'requires_payment_method') {
        return { status: 'failed', providerPaymentId: intent.id, code: error.code ?? 'card_declined', declineCode: error.decline_code ?? null, message: error.message ?? null };
      }
      return {
        status: 'requires_action',
        providerPaymentId: intent.id,
        action: { type: 'confirm_in_element', clientSecret: intent.client_secret ?? '', publishableKey },
      };
    }
  }
}

/**
 * Card and SEPA debit through Stripe PaymentIntents, confirmed in the browser by Stripe's Payment Element.
 * Cobro's own charge id rides in the metadata and the idempotency key, so a retried call makes one intent.
 */
export function stripeProvider(app: FastifyInstance, keys: StripeKeys, stripe: Stripe = stripeClient(keys)): PaymentProvider {
  /** The buyer at Stripe, created once and remembered on the customer row (subscriptions reuse it). */
  async function stripeCustomer(input: CreatePaymentInput) {
    if (input.customer.providerCustomerId) return input.customer.providerCustomerId;
    const created = await stripe.customers.create(
      { email: input.customer.email, name: input.customer.name, metadata: { cobro_customer_id: input.customer.id } },
      { idempotencyKey: `customer-${input.customer.id}` },
    );
    await app.database.db.update(customers).set({ providerCustomerId: created.id }).where(eq(customers.id, input.customer.id));
    return created.id;
  }

  return {
    name: 'stripe',

    async createPayment(input) {
      const customer = input.saveForFutureUse || input.offSession ? await stripeCustomer(input) : undefined;
      const params: Stripe.PaymentIntentCreateParams = {
        amount: input.amount,
        currency: input.currency,
        allowed_payment_method_types: [input.paymentMethod],
        description: input.description,
        metadata: { cobro_charge_id: input.chargeId },
        ...(customer ? { customer } : {}),
        ...(input.offSession
          ? { payment_method: input.offSession.providerMethodId, off_session: true, confirm: true }
          : input.saveForFutureUse
            ? { setup_future_usage: 'off_session' as const }
            : {}),
      };
      try {
        const intent = await stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey });
        return paymentIntentResult(intent, keys.publishableKey);
      } catch (error) {
        if (error instanceof stripe.errors.StripeCardError) {
          const intent = error.payment_intent;
          return { status: 'failed', providerPaymentId: intent?.id ?? null, code: error.code ?? 'card_declined', declineCode: error.decline_code ?? null, message: error.message };
        }
        throw error;
      }
    },

    async lookupPayment(reference) {
      const intent = await stripe.paymentIntents.retrieve(reference.providerPaymentId);
      return paymentIntentResult(intent, keys.publishableKey);
    },

    async cancelPayment(reference) {
      try {
        await stripe.paymentIntents.cancel(reference.providerPaymentId, { cancellation_reason: 'duplicate' });
      } catch (error) {
        // Already canceled, or confirmed meanwhile: a succeeded one is refunded when its webhook comes (decision 0806).
        if (!(error instanceof stripe.errors.StripeInvalidRequestError)) throw error;
        app.log.warn({ intent: reference.providerPaymentId, code: error.code }, 'duplicate PaymentIntent not canceled');
      }
    },

    async settledFees(reference): Promise<ProviderFee[] | null> {
      const charge = await stripe.charges.retrieve(reference.providerChargeId, { expand: ['balance_transaction'] });
      const balance = charge.balance_transaction;
      if (!balance || typeof balance === 'string') return null;
      return balance.fee_details.map((fee) => ({ type: fee.type, amount: fee.amount }));
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: input.providerPaymentId, amount: input.amount, ...(input.reason ? { reason: input.reason } : {}) },
          { idempotencyKey: input.idempotencyKey },
        );
        if (refund.status === 'succeeded') return { status: 'succeeded', providerRefundId: refund.id };
        if (refund.status === 'failed' || refund.status === 'canceled') return { status: 'failed', code: refund.failure_reason ?? 'refund_failed', message: null };
        return { status: 'pending', providerRefundId: refund.id };
      } catch (error) {
        if (error instanceof stripe.errors.StripeError) return { status: 'failed', code: error.code ?? 'stripe_error', message: error.message };
        throw error;
      }
    },
  };
}
