import { z } from 'zod';
import { endpoint } from '../endpoint';
import { Plan, PlanBody } from '../entities/plan';
import {
  PlansQuery,
  MerchantService,
  ServiceCreateBody,
  ServiceCreateQuery,
  ServiceUpdateBody,
  ServicesQuery,
} from '../entities/service';
import { paged } from '../list';
import { SESSION } from './presets';

export const servicesEndpoints = {
  services: endpoint({ method: 'GET', path: '/services', ...SESSION, query: ServicesQuery, response: paged(MerchantService) }),
  plans: endpoint({ method: 'GET', path: '/plans', ...SESSION, query: PlansQuery, response: paged(Plan) }),
  service: endpoint({ method: 'GET', path: '/services/{id}', ...SESSION, response: MerchantService }),
  servicePlan: endpoint({ method: 'GET', path: '/services/{service_id}/plans/{plan_id}', ...SESSION, response: Plan }),
  /** SER-001 when the images cannot be stored; the UI then offers to save without them. */
  createService: endpoint({
    method: 'POST',
    path: '/services',
    ...SESSION,
    query: ServiceCreateQuery,
    body: ServiceCreateBody,
    multipart: true,
    response: MerchantService,
  }),
  updateService: endpoint({
    method: 'PUT',
    path: '/services/{id}',
    ...SESSION,
    body: ServiceUpdateBody,
    multipart: true,
    response: MerchantService,
  }),
  createPlan: endpoint({ method: 'POST', path: '/services/{id}/plans', ...SESSION, body: PlanBody, response: Plan }),
  publishService: endpoint({ method: 'PUT', path: '/services/{id}/publish', ...SESSION, response: MerchantService }),
  pauseService: endpoint({ method: 'PUT', path: '/services/{id}/pause', ...SESSION, response: MerchantService }),
  enableService: endpoint({ method: 'PUT', path: '/services/{id}/enable', ...SESSION, response: MerchantService }),
  pausePlan: endpoint({ method: 'PUT', path: '/services/{service_id}/plans/{id}/pause', ...SESSION, response: Plan }),
  enablePlan: endpoint({ method: 'PUT', path: '/services/{service_id}/plans/{id}/enable', ...SESSION, response: Plan }),
  /** Only DRAFT plans; a plan of a non-draft service is refused with SER-004. */
  deletePlan: endpoint({ method: 'DELETE', path: '/services/{service_id}/plans/{id}', ...SESSION, response: z.void() }),
  deleteService: endpoint({ method: 'DELETE', path: '/services/{id}', ...SESSION, response: z.void() }),
} as const;
