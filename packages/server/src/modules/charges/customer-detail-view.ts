import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customerSpending, monthlyRecurringRevenue, type CustomerDetail } from '@cobro/contracts';
import { charges } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { customerViews, findCustomer, liveAttempt, MERCHANT_TIME_ZONE } from '../customers/index';
import { chargeViews } from './charge-view';

/**
 * GET /customers/{id}: the customer, its charges (newest first, abandoned attempts left out), spending and monthly
 * recurring revenue (which never count a pending charge). Served by
 * the charges module: the customers module sits under charges and purchases and never imports them.
 */
export async function customerDetail(app: FastifyInstance, organizationId: string, id: string): Promise<CustomerDetail> {
  const db = app.database.db;
  const row = await findCustomer(db, organizationId, id);
  if (!row) throw new AppError('CUS-003');
  const now = app.clock.now();
  const chargeRows = await db
    .select()
    .from(charges)
    .where(and(eq(charges.customerId, row.id), liveAttempt(now)))
    .orderBy(desc(charges.createdAt), desc(charges.id));
  const [[customer], chargeList] = await Promise.all([customerViews(db, [row]), chargeViews(db, chargeRows)]);
  return {
    ...customer,
    charges: chargeList,
    spending: customerSpending(chargeList),
    mrr: monthlyRecurringRevenue(chargeList, now, MERCHANT_TIME_ZONE),
  };
}
