import { servicesEndpoints, type Plan, type PlanBodyInput } from '@cobro/contracts';
import { useMutation } from '@tanstack/react-query';
import { getApi } from '../api';
import { staleAfter } from '../invalidation/stale-after';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';
import { planKeys } from './plans.keys';

export type PlanRef = { serviceId: string; id: string };
export type CreatePlanInput = { serviceId: string; body: PlanBodyInput };

/** POST /services/{id}/plans. */
export const createPlanMutation = (options?: CallerMutationOptions<Plan, CreatePlanInput>) =>
  withInvalidation<Plan, CreatePlanInput>(
    {
      mutationKey: [...planKeys.all, 'create'],
      mutationFn: ({ serviceId, body }) => getApi().call(servicesEndpoints.createPlan, { params: { id: serviceId }, body }),
      invalidate: staleAfter('createPlan'),
    },
    options,
  );

const planActionMutation =
  (action: 'pausePlan' | 'enablePlan') => (options?: CallerMutationOptions<Plan, PlanRef>) =>
    withInvalidation<Plan, PlanRef>(
      {
        mutationKey: [...planKeys.all, action],
        mutationFn: ({ serviceId, id }) => getApi().call(servicesEndpoints[action], { params: { service_id: serviceId, id } }),
        invalidate: staleAfter(action),
      },
      options,
    );

/** PUT /services/{service_id}/plans/{id}/pause: stops new purchases of the plan. */
export const pausePlanMutation = planActionMutation('pausePlan');
/** PUT /services/{service_id}/plans/{id}/enable. */
export const enablePlanMutation = planActionMutation('enablePlan');

/** DELETE /services/{service_id}/plans/{id}. */
export const deletePlanMutation = (options?: CallerMutationOptions<void, PlanRef>) =>
  withInvalidation<void, PlanRef>(
    {
      mutationKey: [...planKeys.all, 'delete'],
      mutationFn: ({ serviceId, id }) =>
        getApi().call(servicesEndpoints.deletePlan, { params: { service_id: serviceId, id } }),
      invalidate: staleAfter('deletePlan'),
    },
    options,
  );

export const useCreatePlan = (options?: CallerMutationOptions<Plan, CreatePlanInput>) =>
  useMutation(createPlanMutation(options));
export const usePausePlan = (options?: CallerMutationOptions<Plan, PlanRef>) => useMutation(pausePlanMutation(options));
export const useEnablePlan = (options?: CallerMutationOptions<Plan, PlanRef>) => useMutation(enablePlanMutation(options));
export const useDeletePlan = (options?: CallerMutationOptions<void, PlanRef>) => useMutation(deletePlanMutation(options));
