import { servicesEndpoints } from '@cobro/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { getApi } from '../api';
import { planKeys } from './plans.keys';

export type PlansListQuery = z.input<typeof servicesEndpoints.plans.query>;

/** GET /plans with the list's filters; the previous page stays on screen while the next one loads. */
export const plansListQuery = (query: PlansListQuery) =>
  queryOptions({
    queryKey: planKeys.list(query),
    queryFn: ({ signal }) => getApi().call(servicesEndpoints.plans, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /services/{service_id}/plans/{plan_id}: the plan with its payment link, read fresh before copying it. */
export const servicePlanQuery = (serviceId: string, planId: string) =>
  queryOptions({
    queryKey: planKeys.detail(planId),
    queryFn: ({ signal }) =>
      getApi().call(servicesEndpoints.servicePlan, { params: { service_id: serviceId, plan_id: planId }, signal }),
  });
