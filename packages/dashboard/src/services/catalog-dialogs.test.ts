import type { MerchantService, Plan } from '@cobro/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { aPlan, aService } from './catalog.fixtures';
import { loadCatalogDialog } from './catalog-dialogs';

/** A client that answers the service and plan reads from these rows, by the last part of the query key (the id). */
function clientWith(rows: { service: MerchantService; plans?: Plan[] }) {
  const reads: string[] = [];
  const client = {
    fetchQuery: async ({ queryKey }: { queryKey: readonly unknown[] }) => {
      const id = String(queryKey.at(-1));
      reads.push(id);
      if (id === rows.service.id) return rows.service;
      const found = rows.plans?.find((p) => p.id === id);
      if (!found) throw new Error(`no ${id}`);
      return found;
    },
  } as unknown as QueryClient;
  return { client, reads };
}

describe('catalog dialogs from the URL', () => {
  it("copy-link with a service lists that service's copyable plans; with a plan, that plan", async () => {
    const draft = aPlan({ id: 'p2', status: 'DRAFT' });
    const { client } = clientWith({ service: aService({ plans: [aPlan(), draft] }), plans: [aPlan(), draft] });
    expect(await loadCatalogDialog(client, true, 'copy-link', { service: 's1' })).toEqual({ kind: 'copy-link', plans: [aPlan()] });
    expect(await loadCatalogDialog(client, true, 'copy-link', { service: 's1', plan: 'p1' })).toEqual({ kind: 'copy-link', plans: [aPlan()] });
  });

  it('copy-link opens nothing when the rules do not offer it (no charges, a draft plan)', async () => {
    const { client } = clientWith({ service: aService(), plans: [aPlan(), aPlan({ id: 'p2', status: 'DRAFT' })] });
    expect(await loadCatalogDialog(client, false, 'copy-link', { service: 's1' })).toBeNull();
    expect(await loadCatalogDialog(client, true, 'copy-link', { service: 's1', plan: 'p2' })).toBeNull();
  });

  it('deleting a plan is decided again from its service read fresh, as from the menu', async () => {
    const draftPlan = aPlan({ status: 'DRAFT' });
    const one = clientWith({ service: aService({ status: 'DRAFT', plans: [draftPlan] }), plans: [draftPlan] });
    expect(await loadCatalogDialog(one.client, true, 'delete', { service: 's1', plan: 'p1' })).toMatchObject({ kind: 'delete-last-plan' });
    const two = clientWith({ service: aService({ status: 'DRAFT', plans: [draftPlan, aPlan({ id: 'p2' })] }), plans: [draftPlan] });
    expect(await loadCatalogDialog(two.client, true, 'delete', { service: 's1', plan: 'p1' })).toEqual({ kind: 'delete-plan', plan: draftPlan });
    const published = clientWith({ service: aService({ plans: [draftPlan, aPlan({ id: 'p2' })] }), plans: [draftPlan] });
    expect(await loadCatalogDialog(published.client, true, 'delete', { service: 's1', plan: 'p1' })).toEqual({ kind: 'plan-not-deletable' });
  });

  it('the plan of the row it was asked from is used as it is; the service is always read', async () => {
    const row = aPlan({ status: 'DRAFT' });
    const { client, reads } = clientWith({ service: aService({ status: 'DRAFT', plans: [row, aPlan({ id: 'p2' })] }) });
    expect(await loadCatalogDialog(client, true, 'delete', { service: 's1', plan: 'p1' }, row)).toEqual({ kind: 'delete-plan', plan: row });
    expect(reads).toEqual(['s1']);
  });

  it('a service is deleted only while it is a draft; a missing one fails with its error', async () => {
    const draft = clientWith({ service: aService({ status: 'DRAFT' }) });
    expect(await loadCatalogDialog(draft.client, true, 'delete', { service: 's1' })).toMatchObject({ kind: 'delete-service' });
    expect(await loadCatalogDialog(clientWith({ service: aService() }).client, true, 'delete', { service: 's1' })).toBeNull();
    await expect(loadCatalogDialog(draft.client, true, 'delete', { service: 's1', plan: 'gone' })).rejects.toThrow('no gone');
  });
});
