import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chargeAttempts, charges } from '../../../db/schema/index';
import {
  REDSYS_CURRENCY_EUR,
  bizumRequestParameters,
  consumerLanguageParameters,
  interpretNotification,
  newOrderNumber,
  signRequest,
  type CreatePaymentInput,
  type PaymentProvider,
  type PaymentReference,
  type PaymentResult,
  type RefundInput,
  type RefundResult,
} from '../../../provider-protocols/index';
import { refundWithin } from './sandbox-card';
import { redsysCredentials, redsysCredentialsOfOrder, type RedsysCredentials } from './merchant-credentials';
import { callRedsysRest, type Fetch } from './redsys-rest';

/** Redsys truncates descriptions at 125 characters. */
const description = (text: string) => text.slice(0, 125);

/**
 * Redsys redirection (HMAC_SHA256_V1 signed form). Each attempt gets a new order number (Redsys refuses a
 * repeat with SIS0051), stored under a unique (provider, order) key with the amount, currency, merchant code and
 * terminal it was signed for: the notification must match them all (notifications/redsys.ts).
 */
export function redsysProvider(app: FastifyInstance, fetchImpl: Fetch = fetch): PaymentProvider {
  async function newAttempt(input: CreatePaymentInput, credentials: RedsysCredentials) {
    for (;;) {
      const order = newOrderNumber();
      const [attempt] = await app.database.db
        .insert(chargeAttempts)
        .values({
          chargeId: input.chargeId,
          provider: 'REDSYS',
          orderNumber: order,
          amount: input.amount,
          currency: REDSYS_CURRENCY_EUR,
          merchantCode: credentials.merchantCode,
          terminal: credentials.terminal,
          createdAt: app.clock.now(),
          updatedAt: app.clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      // 36^8 order numbers per prefix: a collision is rare, and simply draws again.
      if (attempt) return attempt;
    }
  }

  return {
    name: 'redsys',

    async createPayment(input) {
      const credentials = await redsysCredentials(app, input.organizationId);
      const attempt = await newAttempt(input, credentials);
      const parameters = {
        DS_MERCHANT_ORDER: attempt.orderNumber,
        DS_MERCHANT_AMOUNT: String(input.amount),
        DS_MERCHANT_CURRENCY: REDSYS_CURRENCY_EUR,
        DS_MERCHANT_MERCHANTCODE: credentials.merchantCode,
        DS_MERCHANT_TERMINAL: credentials.terminal,
        DS_MERCHANT_TRANSACTIONTYPE: '0',
        DS_MERCHANT_PRODUCTDESCRIPTION: description(input.description),
        DS_MERCHANT_MERCHANTURL: input.notificationUrl,
        DS_MERCHANT_URLOK: input.returnUrls.success,
        DS_MERCHANT_URLKO: input.returnUrls.failure,
        // Redsys's page (and Bizum's) in the buyer's language, as the checkout was (decision 1164).
        ...consumerLanguageParameters(input.language),
        // A subscription stores the card at Redsys (credential on file) to charge the following periods.
        ...(input.saveForFutureUse ? { DS_MERCHANT_IDENTIFIER: 'REQUIRED', DS_MERCHANT_COF_INI: 'S', DS_MERCHANT_COF_TYPE: 'R' } : {}),
        // Bizum is Redsys's own redirection limited to Bizum; it pays once (never offered to a subscription).
        ...(input.paymentMethod === 'bizum' ? bizumRequestParameters(input.bizumPhone) : {}),
      };
      if (input.offSession) return offSession(input, credentials, attempt.orderNumber, input.offSession.providerMethodId);
      return {
        status: 'requires_action',
        providerPaymentId: attempt.orderNumber,
        action: { type: 'form_post', url: credentials.paymentUrl, fields: signRequest(parameters, credentials.merchantKey) },
      };
    },

    async lookupPayment(reference: PaymentReference): Promise<PaymentResult> {
      const [attempt] = await app.database.db
        .select()
        .from(chargeAttempts)
        .where(and(eq(chargeAttempts.provider, 'REDSYS'), eq(chargeAttempts.orderNumber, reference.providerPaymentId)));
      if (!attempt || attempt.chargeId !== reference.chargeId) {
        return { status: 'failed', providerPaymentId: reference.providerPaymentId, code: 'resource_missing', declineCode: null, message: null };
      }
      // Only a verified notification moves an attempt; until then it is still waiting for the buyer.
      if (attempt.status === 'paid') return { status: 'succeeded', providerPaymentId: attempt.orderNumber };
      if (attempt.status === 'created') return { status: 'processing', providerPaymentId: attempt.orderNumber };
      return { status: 'failed', providerPaymentId: attempt.orderNumber, code: attempt.status, declineCode: null, message: null };
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      const [charge] = await app.database.db.select().from(charges).where(eq(charges.id, input.chargeId));
      if (!charge) return { status: 'failed', code: 'resource_missing', message: null };
      // Refunded where it was paid: the sandbox's order (which may have stood in for test credentials) in the sandbox.
      const [order] = await app.database.db
        .select({ merchantCode: chargeAttempts.merchantCode })
        .from(chargeAttempts)
        .where(and(eq(chargeAttempts.provider, 'REDSYS'), eq(chargeAttempts.orderNumber, input.providerPaymentId)));
      const credentials = await redsysCredentialsOfOrder(app, charge.organizationId, order?.merchantCode ?? null);
      if (!credentials) return { status: 'failed', code: 'redsys_not_connected', message: null };
      if (credentials.sandbox || !credentials.restUrl) return refundWithin(app, input, 're_rs');
      // Transaction type 3 (refund) of the original order, through Redsys's REST entry point.
      const answer = await callRedsysRest(fetchImpl, credentials, {
        DS_MERCHANT_ORDER: input.providerPaymentId,
        DS_MERCHANT_AMOUNT: String(input.amount),
        DS_MERCHANT_CURRENCY: REDSYS_CURRENCY_EUR,
        DS_MERCHANT_MERCHANTCODE: credentials.merchantCode,
        DS_MERCHANT_TERMINAL: credentials.terminal,
        DS_MERCHANT_TRANSACTIONTYPE: '3',
      });
      if (answer.ok && answer.response === '0900') return { status: 'succeeded', providerRefundId: `${input.providerPaymentId}-${input.idempotencyKey.slice(0, 12)}` };
      return { status: 'failed', code: answer.ok ? `redsys_${answer.response}` : answer.error, message: null };
    },
  };

  async function offSession(input: CreatePaymentInput, credentials: RedsysCredentials, order: string, identifier: string): Promise<PaymentResult> {
    if (credentials.sandbox || !credentials.restUrl) {
      // The simulated Redsys authorises merchant-initiated renewals of a stored card; it is the provider answering.
      return { status: 'succeeded', providerPaymentId: order };
    }
    const answer = await callRedsysRest(fetchImpl, credentials, {
      DS_MERCHANT_ORDER: order,
      DS_MERCHANT_AMOUNT: String(input.amount),
      DS_MERCHANT_CURRENCY: REDSYS_CURRENCY_EUR,
      DS_MERCHANT_MERCHANTCODE: credentials.merchantCode,
      DS_MERCHANT_TERMINAL: credentials.terminal,
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_IDENTIFIER: identifier,
      DS_MERCHANT_COF_TYPE: 'R',
      DS_MERCHANT_EXCEP_SCA: 'MIT',
      DS_MERCHANT_DIRECTPAYMENT: 'true',
      DS_MERCHANT_MERCHANTURL: input.notificationUrl,
    });
    if (!answer.ok) return { status: 'failed', providerPaymentId: order, code: answer.error, declineCode: null, message: null };
    // The answer is signed and verified like a notification, and read against the order just stored.
    const outcome = interpretNotification(answer.parameters, {
      order,
      amount: input.amount,
      currency: REDSYS_CURRENCY_EUR,
      merchantCode: credentials.merchantCode,
      terminal: credentials.terminal,
    });
    if (outcome.result === 'paid') return { status: 'succeeded', providerPaymentId: order };
    const code = outcome.result === 'mismatch' ? 'redsys_mismatch' : `redsys_${answer.response || 'denied'}`;
    return { status: 'failed', providerPaymentId: order, code, declineCode: null, message: null };
  }
}
