import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chargeAttempts, charges, paymentAnomalies } from '../../../db/schema/index';
import { bizumPhoneLast4, interpretNotification, verifyNotification, type RedsysSignedForm } from '../../../provider-protocols/index';
import { readParameter } from '../../../provider-protocols/redsys/parameters';
import { decodeBase64, restorePlusSigns } from '../../../provider-protocols/signing';
import { moveCharge } from '../charge-state-commands';
import { redsysCredentialsOfOrder } from '../provider-adapters/merchant-credentials';

export type NotificationAnswer = { status: 200 | 400; outcome: string };

/** The order a notification claims, read before verification only to find whose key verifies it. */
function claimedOrder(form: Partial<Record<keyof RedsysSignedForm, unknown>>): string | null {
  if (typeof form.Ds_MerchantParameters !== 'string') return null;
  const json = decodeBase64(restorePlusSigns(form.Ds_MerchantParameters));
  try {
    const order = json ? readParameter(JSON.parse(json.toString('utf8')) as Record<string, unknown>, 'Ds_Order') : undefined;
    return typeof order === 'string' ? order : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/payments/redsys/notification (decision 0700): verify the signature with the merchant's key, then read
 * the business fields against the stored order. Only `paid` moves the charge (through the state machine, so a
 * replay is a no-op); a denial fails it; a mismatch is flagged and pays nothing. The attempt row is locked, so two
 * deliveries of one notification apply once.
 */
export async function handleRedsysNotification(app: FastifyInstance, form: Record<string, string>): Promise<NotificationAnswer> {
  const order = claimedOrder(form);
  if (!order) return { status: 400, outcome: 'malformed' };
  const [attempt] = await app.database.db
    .select({ attempt: chargeAttempts, organizationId: charges.organizationId, paymentMethod: charges.paymentMethod })
    .from(chargeAttempts)
    .innerJoin(charges, eq(charges.id, chargeAttempts.chargeId))
    .where(and(eq(chargeAttempts.provider, 'REDSYS'), eq(chargeAttempts.orderNumber, order)));
  if (!attempt) return { status: 400, outcome: 'unknown_order' };
  const credentials = await redsysCredentialsOfOrder(app, attempt.organizationId, attempt.attempt.merchantCode);
  if (!credentials) return { status: 400, outcome: 'not_connected' };
  const verified = verifyNotification(form, credentials.merchantKey);
  if (!verified.ok) return { status: 400, outcome: verified.reason };

  const outcome = await app.database.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(chargeAttempts).where(eq(chargeAttempts.id, attempt.attempt.id)).for('update');
    if (locked.status !== 'created') return 'replay';
    const read = interpretNotification(verified.parameters, {
      order: locked.orderNumber,
      amount: locked.amount,
      currency: locked.currency,
      merchantCode: locked.merchantCode ?? credentials.merchantCode,
      terminal: locked.terminal ?? credentials.terminal,
    });
    const now = app.clock.now();
    const mark = (status: 'paid' | 'denied' | 'mismatch') =>
      tx.update(chargeAttempts).set({ status, notification: verified.parameters, updatedAt: now }).where(eq(chargeAttempts.id, locked.id));
    if (read.result === 'mismatch') {
      await mark('mismatch');
      await tx.insert(paymentAnomalies).values({
        organizationId: attempt.organizationId,
        chargeId: locked.chargeId,
        provider: 'REDSYS',
        reason: 'notification_mismatch',
        details: { order: locked.orderNumber, fields: read.fields },
        createdAt: now,
      });
      app.log.warn({ order: locked.orderNumber, fields: read.fields }, 'redsys notification does not match its order');
      return 'mismatch';
    }
    if (read.result === 'paid') {
      await mark('paid');
      const identifier = readParameter(verified.parameters, 'Ds_Merchant_Identifier') ?? null;
      // A Bizum order was signed for Bizum alone (DS_MERCHANT_PAYMETHODS=z): its record keeps the mobile's last digits.
      const bizum = attempt.paymentMethod === 'bizum';
      const method = bizum
        ? { type: 'bizum' as const, brand: null, last4: bizumPhoneLast4(verified.parameters), providerId: null }
        : { type: 'redsys' as const, brand: null, last4: null, providerId: identifier };
      const moved = await moveCharge(app, tx, locked.chargeId, { status: 'succeeded', providerId: locked.orderNumber, method });
      if (!moved.moved) {
        // A second paid order of a charge that is already paid: real money taken twice, for the merchant to refund.
        await tx.insert(paymentAnomalies).values({
          organizationId: attempt.organizationId,
          chargeId: locked.chargeId,
          provider: 'REDSYS',
          reason: 'duplicate_payment',
          details: { order: locked.orderNumber },
          createdAt: now,
        });
      }
      return 'paid';
    }
    if (read.result === 'denied') {
      await mark('denied');
      await moveCharge(app, tx, locked.chargeId, { status: 'failed', code: 'card_declined', declineCode: 'generic_decline', message: `Ds_Response ${read.response ?? ''}`.trim() });
      return 'denied';
    }
    // Refund confirmations and cancellations of our own operations: recorded, never a payment.
    await tx.update(chargeAttempts).set({ notification: verified.parameters, updatedAt: now }).where(eq(chargeAttempts.id, locked.id));
    return read.result;
  });
  app.outbox.wake();
  return { status: 200, outcome };
}
