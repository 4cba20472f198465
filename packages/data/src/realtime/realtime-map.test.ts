import { REALTIME_EVENTS } from '@cobro/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chargeKeys } from '../charges/charges.keys';
import { customerKeys } from '../customers/customers.keys';
import { organizationKeys } from '../organization/organization.keys';
import { panelKeys } from '../panel/panel.keys';
import { planKeys } from '../plans/plans.keys';
import { purchaseKeys } from '../purchases/purchases.keys';
import { serviceKeys } from '../services/services.keys';
import { sessionKeys } from '../session/session.keys';
import { taskKeys } from '../tasks/tasks.keys';
import { webhookDeliveryKeys, widgetServiceKeys } from '../widget/widget.keys';
import { invalidateForEvent } from './connect-realtime';
import { REALTIME_INVALIDATIONS } from './realtime-map';

const factoryRoots = [
  chargeKeys,
  purchaseKeys,
  customerKeys,
  serviceKeys,
  planKeys,
  panelKeys,
  organizationKeys,
  taskKeys,
  sessionKeys,
  widgetServiceKeys,
  webhookDeliveryKeys,
].map(
  (keys) => keys.all,
);

describe('realtime invalidation map', () => {
  it('covers exactly the ten realtime events of the spec', () => {
    expect(REALTIME_EVENTS).toHaveLength(10);
    expect(Object.keys(REALTIME_INVALIDATIONS).sort()).toEqual([...REALTIME_EVENTS].sort());
  });

  it('maps every event to at least one key, each the root of a key factory', () => {
    for (const event of REALTIME_EVENTS) {
      expect(REALTIME_INVALIDATIONS[event].length, event).toBeGreaterThan(0);
      for (const key of REALTIME_INVALIDATIONS[event]) expect(factoryRoots, event).toContainEqual(key);
    }
  });

  it('a refunded charge invalidates the charge, its purchase, its customer and the panel, not the services', async () => {
    const client = new QueryClient();
    const touched = [chargeKeys.detail('ch_1'), purchaseKeys.list({ page: 1 }), customerKeys.detail('cu_1'), panelKeys.list({ first_day: '2024-01-01' })];
    const untouched = serviceKeys.list();
    for (const key of [...touched, untouched]) client.setQueryData(key, {});
    await invalidateForEvent(client, 'charge-refunded');
    for (const key of touched) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    expect(client.getQueryState(untouched)?.isInvalidated).toBe(false);
  });

  it('a charge event refreshes the callback delivery log; a catalog event the services a pay button may sell', async () => {
    const client = new QueryClient();
    client.setQueryData(webhookDeliveryKeys.list({ page: 1 }), {});
    client.setQueryData(widgetServiceKeys.list(), []);
    await invalidateForEvent(client, 'charge-succeeded');
    expect(client.getQueryState(webhookDeliveryKeys.list({ page: 1 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(widgetServiceKeys.list())?.isInvalidated).toBe(false);
    await invalidateForEvent(client, 'plan-updated');
    expect(client.getQueryState(widgetServiceKeys.list())?.isInvalidated).toBe(true);
  });

  it('gateway activation refreshes the organization, the session check and the onboarding tasks', async () => {
    const client = new QueryClient();
    const keys = [organizationKeys.current(), sessionKeys.verify(), taskKeys.list()];
    for (const key of keys) client.setQueryData(key, {});
    await invalidateForEvent(client, 'gateway-activation');
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
