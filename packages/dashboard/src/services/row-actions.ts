import {
  canCopyPaymentLink,
  canDeletePlan,
  canDeleteService,
  canEnablePlan,
  canEnableService,
  canPausePlan,
  canPauseService,
  copyablePlans,
  type MerchantService,
  type Plan,
} from '@cobro/contracts';

export type ServiceRowAction = 'detail' | 'pause' | 'enable' | 'copy-link' | 'delete';
export type PlanRowAction = 'service' | 'pause' | 'enable' | 'copy-link' | 'delete';

/**
 * The menu of a service row: its detail always, then exactly what the shared state rules allow (the server asks the
 * same functions). Copy-link needs at least one plan whose link can be copied.
 */
export function serviceRowActions(service: MerchantService, canCharge: boolean): ServiceRowAction[] {
  const actions: ServiceRowAction[] = ['detail'];
  if (canPauseService(service)) actions.push('pause');
  if (canEnableService(service)) actions.push('enable');
  if (copyablePlans(service.plans, canCharge).length > 0) actions.push('copy-link');
  if (canDeleteService(service)) actions.push('delete');
  return actions;
}

/** The menu of a plan row (plans tab and a service's plans), from the same rules. */
export function planRowActions(plan: Plan, canCharge: boolean): PlanRowAction[] {
  const actions: PlanRowAction[] = ['service'];
  if (canPausePlan(plan)) actions.push('pause');
  if (canEnablePlan(plan)) actions.push('enable');
  if (canCopyPaymentLink(plan, canCharge)) actions.push('copy-link');
  if (canDeletePlan(plan)) actions.push('delete');
  return actions;
}
