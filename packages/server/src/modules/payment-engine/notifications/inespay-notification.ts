import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chargeAttempts, charges, paymentAnomalies } from '../../../db/schema/index';
import { interpretCallback, verifyCallback } from '../../../provider-protocols/index';
import { decodeBase64 } from '../../../provider-protocols/signing';
import { moveCharge } from '../charge-state-commands';
import { inespayCredentialsOfAttempt } from '../provider-adapters/merchant-credentials';
import type { NotificationAnswer } from './redsys-notification';

function claimedReference(dataReturn: unknown): string | null {
  if (typeof dataReturn !== 'string') return null;
  try {
    const payload = JSON.parse(decodeBase64(dataReturn)?.toString('utf8') ?? '') as { reference?: unknown };
    return typeof payload.reference === 'string' ? payload.reference : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/payments/inespay/notification: the signature over dataReturn is checked (constant time) with the
 * merchant's API key, then the payin id, reference and amount against the stored attempt; only then can the
 * charge be paid. An altered payload under the old signature, or the right signature over another amount, pays
 * nothing.
 */
export async function handleInespayCallback(app: FastifyInstance, form: Record<string, unknown>): Promise<NotificationAnswer> {
  const reference = claimedReference(form.dataReturn);
  if (!reference) return { status: 400, outcome: 'malformed' };
  const [found] = await app.database.db
    .select({ attempt: chargeAttempts, organizationId: charges.organizationId })
    .from(chargeAttempts)
    .innerJoin(charges, eq(charges.id, chargeAttempts.chargeId))
    .where(and(eq(chargeAttempts.provider, 'INESPAY'), eq(chargeAttempts.orderNumber, reference)));
  if (!found) return { status: 400, outcome: 'unknown_reference' };
  const credentials = await inespayCredentialsOfAttempt(app, found.organizationId, found.attempt.providerPaymentId);
  if (!credentials) return { status: 400, outcome: 'not_connected' };
  const verified = verifyCallback(form, credentials.apiKey);
  if (!verified.ok) return { status: 400, outcome: verified.reason };

  const outcome = await app.database.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(chargeAttempts).where(eq(chargeAttempts.id, found.attempt.id)).for('update');
    if (locked.status !== 'created') return 'replay';
    const read = interpretCallback(verified.payload, { singlePayinId: locked.providerPaymentId ?? '', reference: locked.orderNumber, amount: locked.amount });
    const now = app.clock.now();
    const notification = verified.payload as unknown as Record<string, unknown>;
    await tx
      .update(chargeAttempts)
      .set({ status: read.result === 'paid' ? 'paid' : read.result, notification, updatedAt: now })
      .where(eq(chargeAttempts.id, locked.id));
    if (read.result === 'mismatch') {
      await tx.insert(paymentAnomalies).values({
        organizationId: found.organizationId,
        chargeId: locked.chargeId,
        provider: 'INESPAY',
        reason: 'callback_mismatch',
        details: { reference: locked.orderNumber, fields: read.fields },
        createdAt: now,
      });
      app.log.warn({ reference: locked.orderNumber, fields: read.fields }, 'inespay callback does not match its payment');
      return 'mismatch';
    }
    if (read.result === 'paid') {
      await moveCharge(app, tx, locked.chargeId, {
        status: 'succeeded',
        providerId: locked.providerPaymentId ?? locked.orderNumber,
        method: { type: 'inespay', brand: null, last4: null, providerId: null },
      });
      return 'paid';
    }
    await moveCharge(app, tx, locked.chargeId, { status: 'failed', code: 'bank_transfer_denied', declineCode: null, message: read.status });
    return 'denied';
  });
  app.outbox.wake();
  return { status: 200, outcome };
}
