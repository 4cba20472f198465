import type { Charge, Paged, RealtimePayload } from '@cobro/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chargeKeys } from '../charges/charges.keys';
import { customerKeys } from '../customers/customers.keys';
import { panelKeys } from '../panel/panel.keys';
import { applyRealtimeEvent, keepsPatchedRow } from './apply-event';

const charge = (id: string, status: Charge['status'] = 'succeeded'): Charge => ({
  id, amount: 1000, amount_refunded: 0, amount_net: 950, amount_fee: 50, amount_fee_details: [], status,
  refunded: false, refund_reason: null, payment_method: 'card', currency: 'eur', stripe_id: null, receipt_url: null,
  created_at: '2026-11-01T10:00:00Z', updated_at: '2026-11-01T10:00:00Z', dispute_amount: null, dispute_reason: null,
  failure_message: null, customer: { name: 'Ana', email: 'ana@example.es' }, plans: [], purchase: null,
  associated_transactions: [],
});
const page = (...rows: Charge[]): Paged<Charge> => ({ data: rows, total: 40, page: 1, page_size: 15 });
const refunded = { ...charge('c2', 'refunded'), amount_refunded: 1000, refunded: true };
const payload = (row?: Charge): RealtimePayload => ({
  event: 'charge-refunded', organization_id: 'o1', occurred_at: '2026-11-24T10:00:00Z', id: 'c2', ...(row ? { charge: row } : {}),
});

describe('a charge event carrying its row', () => {
  it('replaces the row in the lists that show it and keeps them, without asking the server again', async () => {
    const client = new QueryClient();
    const shown = chargeKeys.list({ page: 1 });
    const sorted = chargeKeys.list({ page: 1, sort: '-amount' });
    client.setQueryData(shown, page(charge('c1'), charge('c2'), charge('c3')));
    client.setQueryData(sorted, page(charge('c2'), charge('c1')));
    const invalidated = await applyRealtimeEvent(client, 'charge-refunded', payload(refunded));
    expect(client.getQueryData<Paged<Charge>>(shown)?.data.map((row) => row.status)).toEqual(['succeeded', 'refunded', 'succeeded']);
    expect(client.getQueryData<Paged<Charge>>(sorted)?.data[0]).toEqual(refunded);
    expect(client.getQueryState(shown)?.isInvalidated).toBe(false);
    expect(client.getQueryState(sorted)?.isInvalidated).toBe(false);
    expect(client.getQueryData<Paged<Charge>>(shown)?.total).toBe(40);
    expect(invalidated).not.toContainEqual(chargeKeys.all);
  });

  it('invalidates the lists it is not in (it may belong there now) and what else the event makes stale', async () => {
    const client = new QueryClient();
    const other = chargeKeys.list({ page: 2 });
    client.setQueryData(other, page(charge('c7')));
    client.setQueryData(customerKeys.detail('cu1'), {});
    client.setQueryData(panelKeys.list({ first_day: '2026-11-01' }), {});
    await applyRealtimeEvent(client, 'charge-refunded', payload(refunded));
    expect(client.getQueryState(other)?.isInvalidated).toBe(true);
    expect(client.getQueryState(customerKeys.detail('cu1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(panelKeys.list({ first_day: '2026-11-01' }))?.isInvalidated).toBe(true);
  });

  it('reads a list again when the new status leaves its filter or moves the row in a status sort', async () => {
    const client = new QueryClient();
    const succeededOnly = chargeKeys.list({ page: 1, status: 'succeeded' });
    const byStatus = chargeKeys.list({ page: 1, sort: 'status' });
    client.setQueryData(succeededOnly, page(charge('c2')));
    client.setQueryData(byStatus, page(charge('c2')));
    await applyRealtimeEvent(client, 'charge-refunded', payload(refunded));
    expect(client.getQueryState(succeededOnly)?.isInvalidated).toBe(true);
    expect(client.getQueryState(byStatus)?.isInvalidated).toBe(true);
  });

  it('replaces a cached detail and reads its receipt again', async () => {
    const client = new QueryClient();
    client.setQueryData(chargeKeys.detail('c2'), charge('c2'));
    client.setQueryData([...chargeKeys.detail('c2'), 'receipt'], { url: 'x' });
    await applyRealtimeEvent(client, 'charge-refunded', payload(refunded));
    expect(client.getQueryData(chargeKeys.detail('c2'))).toEqual(refunded);
    expect(client.getQueryState(chargeKeys.detail('c2'))?.isInvalidated).toBe(false);
    expect(client.getQueryState([...chargeKeys.detail('c2'), 'receipt'])?.isInvalidated).toBe(true);
  });

  it('without a row, invalidates every charge query as the stale table says', async () => {
    const client = new QueryClient();
    const shown = chargeKeys.list({ page: 1 });
    client.setQueryData(shown, page(charge('c2')));
    expect(await applyRealtimeEvent(client, 'charge-refunded', payload())).toContainEqual(chargeKeys.all);
    expect(client.getQueryState(shown)?.isInvalidated).toBe(true);
  });
});

describe('keepsPatchedRow', () => {
  it('keeps a list whose status filter still admits the row, in either spelling of the filter', () => {
    expect(keepsPatchedRow({ status: 'succeeded,refunded' }, charge('c2'), refunded)).toBe(true);
    expect(keepsPatchedRow({ status: ['refunded'] }, charge('c2'), refunded)).toBe(true);
    expect(keepsPatchedRow({ status: 'failed' }, charge('c2'), refunded)).toBe(false);
    expect(keepsPatchedRow({ sort: '-status' }, charge('c2'), charge('c2'))).toBe(true);
    expect(keepsPatchedRow({ sort: '-status' }, charge('c2'), refunded)).toBe(false);
  });
});
