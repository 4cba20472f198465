import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REALTIME_EVENTS } from '@cobro/contracts';
import { z } from 'zod';
import { purchases } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { fieldMessages } from '../../http/zod-fields';
import { emitEvent } from '../../realtime/emit';
import { runBilling } from '../../scheduler';
import { findSession, sessionCookieOf } from '../auth/index';
import { reviewDelayOf, runGatewayReviews } from '../gateway/index';
import { settleSandboxDebits } from '../payment-engine/index';
import { SANDBOX_SEPA_SETTLE_MS } from '../payment-engine/index';
import { liveWidgetHook } from './live-widget-commands';

const TestEventBody = z.strictObject({ event: z.enum(REALTIME_EVENTS), id: z.string().min(1).max(200).optional() });
const BillingRunBody = z.strictObject({ purchase_id: z.string().min(1).max(200) });

/**
 * Browser journeys drive the server through these hooks: realtime events through the real outbox, and the
 * scheduler's settle and gateway review jobs ahead of their clock. Registered only when COBRO_TEST_HOOKS=1, never part of the contract
 * table, and each acts for the signed-in merchant only.
 */
export function testHookRoutes(app: FastifyInstance) {
  const merchantOf = async (request: FastifyRequest) => {
    const session = await findSession(app.database.db, sessionCookieOf(request), app.clock.now());
    if (!session) throw new AppError('API-002');
    return session.organization.id;
  };

  app.post('/api/__test__/events', async (request, reply) => {
    const organizationId = await merchantOf(request);
    const parsed = TestEventBody.safeParse(request.body ?? {}, { reportInput: true });
    if (!parsed.success) throw new AppError('API-001', { fields: fieldMessages(parsed.error) });
    const occurredAt = app.clock.now();
    const eventId = await app.database.db.transaction((tx) =>
      emitEvent(tx, organizationId, parsed.data.event, { id: parsed.data.id, occurredAt }),
    );
    app.outbox.wake();
    return reply.code(202).send({ event_id: eventId });
  });

  // The sandbox's SEPA debits settle by the clock: a journey that has seen "processing" settles its merchant's
  // debits now, through the same job the scheduler runs, instead of sleeping through the delay.
  app.post('/api/__test__/sandbox/settle', async (request) => {
    const organizationId = await merchantOf(request);
    const asOf = new Date(app.clock.now().getTime() + SANDBOX_SEPA_SETTLE_MS);
    return { settled: await settleSandboxDebits(app, { asOf, organizationId }) };
  });

  // The sandbox's gateway review answers by the clock too (decision 1140): a journey that has seen it pending
  // finishes its merchant's review now, through the scheduler's job.
  app.post('/api/__test__/gateway/review', async (request) => {
    const organizationId = await merchantOf(request);
    const asOf = new Date(app.clock.now().getTime() + reviewDelayOf(app));
    return { reviewed: await runGatewayReviews(app, { asOf, organizationId }) };
  });

  // A subscription bills on its billing date, a month away: a journey that has reported usage runs its merchant's
  // purchase's billing as of that date, through the scheduler's billing run, instead of waiting for it.
  app.post('/api/__test__/billing/run', async (request) => {
    const organizationId = await merchantOf(request);
    const parsed = BillingRunBody.safeParse(request.body ?? {}, { reportInput: true });
    if (!parsed.success) throw new AppError('API-001', { fields: fieldMessages(parsed.error) });
    const [purchase] = await app.database.db
      .select({ billsAt: purchases.nextRecurringDate })
      .from(purchases)
      .where(and(eq(purchases.id, parsed.data.purchase_id), eq(purchases.organizationId, organizationId)));
    if (!purchase?.billsAt) throw new AppError('API-004');
    return runBilling(app, { asOf: purchase.billsAt, purchaseId: parsed.data.purchase_id });
  });

  liveWidgetHook(app, merchantOf);
}
