import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAYMENTS_PREFIX } from '@cobro/contracts';
import { chargeAttempts } from '../../../db/schema/index';
import { newId, randomIdText } from '../../../ids';
import type { CreatePaymentInput, PaymentProvider, PaymentReference, PaymentResult, RefundResult } from '../../../provider-protocols/index';
import { publicBaseUrl } from '../../../storage/index';
import { inespayCredentials, SANDBOX_INESPAY_PAYIN_PREFIX, type InespayCredentials } from './merchant-credentials';
import type { Fetch } from './redsys-rest';

/**
 * Inespay (PSD2 single payin): payment initiation answers the bank link the buyer follows; only the signed
 * callback (notifications/inespay.ts) settles the attempt. Merchants without Inespay credentials get the sandbox's
 * simulated bank page.
 */
export function inespayProvider(app: FastifyInstance, fetchImpl: Fetch = fetch): PaymentProvider {
  async function initiate(input: CreatePaymentInput, credentials: InespayCredentials, reference: string) {
    if (credentials.sandbox || !credentials.apiBase || !credentials.apiToken) {
      const singlePayinId = newId(SANDBOX_INESPAY_PAYIN_PREFIX, 20);
      // The simulated bank page speaks the buyer's language (decision 1164); a real bank's page chooses its own.
      return { ok: true as const, singlePayinId, link: `${publicBaseUrl(app)}${PAYMENTS_PREFIX}/sandbox/inespay?reference=${reference}&lang=${input.language ?? 'es'}` };
    }
    try {
      const response = await fetchImpl(`${credentials.apiBase}/v22/payins/single/init`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Api-Key': credentials.apiKey, Authorization: credentials.apiToken },
        body: JSON.stringify({
          amount: String(input.amount),
          currency: 'EUR',
          description: input.description.slice(0, 140),
          reference,
          successLinkRedirect: input.returnUrls.success,
          abortLinkRedirect: input.returnUrls.failure,
          notifUrl: input.notificationUrl,
        }),
        signal: AbortSignal.timeout(20_000),
      });
      const body = (await response.json()) as { singlePayinId?: unknown; singlePayinLink?: unknown };
      if (!response.ok || typeof body.singlePayinId !== 'string' || typeof body.singlePayinLink !== 'string') {
        return { ok: false as const, code: `inespay_http_${response.status}` };
      }
      return { ok: true as const, singlePayinId: body.singlePayinId, link: body.singlePayinLink };
    } catch {
      return { ok: false as const, code: 'provider_unreachable' };
    }
  }

  return {
    name: 'inespay',

    async createPayment(input): Promise<PaymentResult> {
      if (input.offSession) {
        // A PSD2 single payin is authorised by the buyer at the bank each time; nothing can be charged later.
        return { status: 'failed', providerPaymentId: null, code: 'recurring_not_supported', declineCode: null, message: null };
      }
      const credentials = await inespayCredentials(app, input.organizationId);
      const reference = `CB${randomIdText(16).toUpperCase()}`;
      const initiated = await initiate(input, credentials, reference);
      if (!initiated.ok) return { status: 'failed', providerPaymentId: null, code: initiated.code, declineCode: null, message: null };
      await app.database.db.insert(chargeAttempts).values({
        chargeId: input.chargeId,
        provider: 'INESPAY',
        orderNumber: reference,
        providerPaymentId: initiated.singlePayinId,
        returnUrls: input.returnUrls,
        amount: input.amount,
        currency: 'EUR',
        createdAt: app.clock.now(),
        updatedAt: app.clock.now(),
      });
      return { status: 'requires_action', providerPaymentId: initiated.singlePayinId, action: { type: 'redirect', url: initiated.link } };
    },

    async lookupPayment(reference: PaymentReference): Promise<PaymentResult> {
      const [attempt] = await app.database.db
        .select()
        .from(chargeAttempts)
        .where(and(eq(chargeAttempts.provider, 'INESPAY'), eq(chargeAttempts.providerPaymentId, reference.providerPaymentId)));
      if (!attempt || attempt.chargeId !== reference.chargeId) {
        return { status: 'failed', providerPaymentId: reference.providerPaymentId, code: 'resource_missing', declineCode: null, message: null };
      }
      if (attempt.status === 'paid') return { status: 'succeeded', providerPaymentId: reference.providerPaymentId };
      if (attempt.status === 'created') return { status: 'processing', providerPaymentId: reference.providerPaymentId };
      return { status: 'failed', providerPaymentId: reference.providerPaymentId, code: attempt.status, declineCode: null, message: null };
    },

    async refund(): Promise<RefundResult> {
      // Refunds go to the card provider or Redsys only (dashboard-core 4); an Inespay transfer is returned by hand.
      return { status: 'failed', code: 'refund_not_supported', message: null };
    },
  };
}
