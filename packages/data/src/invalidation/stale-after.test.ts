import { REALTIME_EVENTS } from '@cobro/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { chargeKeys } from '../charges/charges.keys';
import { customerKeys } from '../customers/customers.keys';
import * as data from '../index';
import { organizationKeys } from '../organization/organization.keys';
import { panelKeys } from '../panel/panel.keys';
import { planKeys } from '../plans/plans.keys';
import { purchaseKeys } from '../purchases/purchases.keys';
import { serviceKeys } from '../services/services.keys';
import { sessionKeys } from '../session/session.keys';
import { taskKeys } from '../tasks/tasks.keys';
import { webhookDeliveryKeys, widgetServiceKeys } from '../widget/widget.keys';
import { invalidateAfter, STALE_AFTER } from './stale-after';

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

/** Events are kebab-case (`charge-refunded`), mutations camelCase (`refundCharge`). */
const isEvent = (change: string) => change.includes('-');

describe('realtime invalidation map', () => {
  it("covers exactly the ten realtime events of the spec and ours (withdrawal-requested, decision 1153)", () => {
    expect(REALTIME_EVENTS).toHaveLength(11);
    expect(Object.keys(STALE_AFTER).filter(isEvent).sort()).toEqual([...REALTIME_EVENTS].sort());
  });

  it('maps every event to at least one key, each the root of a key factory', () => {
    for (const event of REALTIME_EVENTS) {
      expect(STALE_AFTER[event].length, event).toBeGreaterThan(0);
      for (const key of STALE_AFTER[event]) expect(factoryRoots, event).toContainEqual(key);
    }
  });

  it('a refunded charge invalidates the charge, its purchase, its customer and the panel, not the services', async () => {
    const client = new QueryClient();
    const touched = [chargeKeys.detail('ch_1'), purchaseKeys.list({ page: 1 }), customerKeys.detail('cu_1'), panelKeys.list({ first_day: '2024-01-01' })];
    const untouched = serviceKeys.list();
    for (const key of [...touched, untouched]) client.setQueryData(key, {});
    await invalidateAfter(client, 'charge-refunded');
    for (const key of touched) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    expect(client.getQueryState(untouched)?.isInvalidated).toBe(false);
  });

  it('a charge event refreshes the callback delivery log; a catalog event the services a pay button may sell', async () => {
    const client = new QueryClient();
    client.setQueryData(webhookDeliveryKeys.list({ page: 1 }), {});
    client.setQueryData(widgetServiceKeys.list(), []);
    await invalidateAfter(client, 'charge-succeeded');
    expect(client.getQueryState(webhookDeliveryKeys.list({ page: 1 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(widgetServiceKeys.list())?.isInvalidated).toBe(false);
    await invalidateAfter(client, 'plan-updated');
    expect(client.getQueryState(widgetServiceKeys.list())?.isInvalidated).toBe(true);
  });

  it('gateway activation refreshes the organization, the session check and the onboarding tasks', async () => {
    const client = new QueryClient();
    const keys = [organizationKeys.current(), sessionKeys.verify(), taskKeys.list()];
    for (const key of keys) client.setQueryData(key, {});
    await invalidateAfter(client, 'gateway-activation');
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});

/**
 * Mutations that update single cache entries themselves instead of whole families: the buyer's purchase by id, a
 * subscription by id, the widget configuration and signing secret, the session, the gateway steps.
 */
const UPDATES_OWN_ENTRIES = [
  'createPurchase',
  'paymentData',
  'subscriptionPaymentData',
  // More time for a checkout session: the answer is the cached session with its new end.
  'extendCheckoutSession',
  'editDomain',
  'toggleCallback',
  'editCallbackUrl',
  'versionChange',
  'generateSigningSecret',
  // The buyer portal's cancel setting and a service's withdrawal period: the answer is the cached setting.
  'updatePortalSettings',
  'updateServiceWithdrawal',
  // The buyer portal's calls refresh the portal's own keys (the buyer's session and purchases), never the merchant's.
  'portalCode',
  'portalSignIn',
  'portalSignOut',
  'portalCancel',
  'portalWithdraw',
  'login',
  'logout',
  'register',
  'gatewayStep',
];

type MutationFactory = () => { onSuccess?: (...args: unknown[]) => Promise<unknown> };
const mutations = Object.entries(data)
  .filter(([name, value]) => name.endsWith('Mutation') && typeof value === 'function')
  .map(([name, factory]) => [name.slice(0, -'Mutation'.length), factory as MutationFactory] as const);

describe('mutation invalidations', () => {
  it('every mutation has an entry in the table, or updates its own cache entries', () => {
    expect(mutations.length).toBeGreaterThan(20);
    for (const [name] of mutations) expect(name in STALE_AFTER || UPDATES_OWN_ENTRIES.includes(name), name).toBe(true);
  });

  it('a mutation with an entry invalidates exactly what the table says', async () => {
    for (const [name, factory] of mutations.filter(([name]) => name in STALE_AFTER)) {
      const client = new QueryClient();
      const spy = vi.spyOn(client, 'invalidateQueries');
      await factory().onSuccess?.(undefined, undefined, undefined, { client });
      const invalidated = spy.mock.calls.map(([filters]) => filters?.queryKey);
      expect(invalidated, name).toEqual(STALE_AFTER[name as keyof typeof STALE_AFTER]);
    }
  });
});
