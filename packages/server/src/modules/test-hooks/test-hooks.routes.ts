import type { FastifyInstance } from 'fastify';
import { REALTIME_EVENTS } from '@cobro/contracts';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { fieldMessages } from '../../http/zod-fields';
import { emitEvent } from '../../realtime/emit';
import { findSession, sessionCookieOf } from '../auth/sessions';

const TestEventBody = z.strictObject({ event: z.enum(REALTIME_EVENTS), id: z.string().min(1).max(200).optional() });

/**
 * Browser journeys trigger realtime events through the real outbox with this hook. Registered only when
 * COBRO_TEST_HOOKS=1, and never part of the contract table.
 */
export function testHookRoutes(app: FastifyInstance) {
  app.post('/api/__test__/events', async (request, reply) => {
    const session = await findSession(app.database.db, sessionCookieOf(request), app.clock.now());
    if (!session) throw new AppError('API-002');
    const parsed = TestEventBody.safeParse(request.body ?? {}, { reportInput: true });
    if (!parsed.success) throw new AppError('API-001', { fields: fieldMessages(parsed.error) });
    const occurredAt = app.clock.now();
    const eventId = await app.database.db.transaction((tx) =>
      emitEvent(tx, session.organization.id, parsed.data.event, { id: parsed.data.id, occurredAt }),
    );
    app.outbox.wake();
    return reply.code(202).send({ event_id: eventId });
  });
}
