import { canDeleteService, canCopyPaymentLink, copyablePlans, planDeletion, type MerchantService, type Plan } from '@cobro/contracts';
import { serviceQuery, servicePlanQuery } from '@cobro/data';
import type { QueryClient } from '@tanstack/react-query';
import type { DialogIds } from '../common/dialog-state';

/** The dialogs of the services and plans menus, by their names in the URL (decision 0514). */
export type CatalogDialogName = 'copy-link' | 'delete';

/** What a catalog dialog shows; deleting a plan becomes one of three, by its service (planDeletion). */
export type CatalogDialog =
  | { kind: 'copy-link'; plans: Plan[] }
  | { kind: 'delete-plan'; plan: Plan }
  | { kind: 'delete-last-plan'; plan: Plan; service: MerchantService }
  | { kind: 'plan-not-deletable' }
  | { kind: 'delete-service'; service: MerchantService };

/**
 * Deleting a plan depends on its service's status and how many plans it has left, so the service is read fresh
 * first; a plan that cannot be deleted at all opens nothing.
 */
export function planDeletionDialog(plan: Plan, service: MerchantService): CatalogDialog | null {
  switch (planDeletion(plan, service)) {
    case 'service_not_draft':
      return { kind: 'plan-not-deletable' };
    case 'delete_service':
      return { kind: 'delete-last-plan', plan, service };
    case 'delete_plan':
      return { kind: 'delete-plan', plan };
    case 'not_allowed':
      return null;
  }
}

/**
 * Reads what a catalog dialog in the URL is about: `?dialog=copy-link&service=…` (that service's copyable plans),
 * `…&plan=…` (that plan), `?dialog=delete&service=…` (the draft service) or with a plan (the plan's deletion). Null
 * when the rules do not offer it, as the menus would not. `knownPlan` is the row's plan when it was opened from one.
 */
export async function loadCatalogDialog(
  client: QueryClient,
  canCharge: boolean,
  dialog: CatalogDialogName,
  { service: serviceId = '', plan: planId }: DialogIds,
  knownPlan?: Plan,
): Promise<CatalogDialog | null> {
  const readService = () => client.fetchQuery({ ...serviceQuery(serviceId), staleTime: 0 });
  const readPlan = async (id: string) =>
    knownPlan?.id === id ? knownPlan : client.fetchQuery({ ...servicePlanQuery(serviceId, id), staleTime: 0 });
  if (dialog === 'copy-link') {
    if (planId) {
      const plan = await readPlan(planId);
      return canCopyPaymentLink(plan, canCharge) ? { kind: 'copy-link', plans: [plan] } : null;
    }
    const plans = copyablePlans((await readService()).plans, canCharge);
    return plans.length ? { kind: 'copy-link', plans } : null;
  }
  if (planId) {
    const [plan, service] = await Promise.all([readPlan(planId), readService()]);
    return planDeletionDialog(plan, service);
  }
  const service = await readService();
  return canDeleteService(service) ? { kind: 'delete-service', service } : null;
}
