import { servicesEndpoints, type MerchantService, type ServiceCreateBody, type ServiceUpdateBody } from '@cobro/contracts';
import { useMutation } from '@tanstack/react-query';
import { getApi } from '../api';
import { staleAfter } from '../invalidation/stale-after';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';
import { serviceKeys } from './services.keys';

export type CreateServiceInput = { publish: boolean; body: ServiceCreateBody };
export type UpdateServiceInput = { id: string; body: ServiceUpdateBody };

/** POST /services?publish=true|false (multipart: name, plans, files). */
export const createServiceMutation = (options?: CallerMutationOptions<MerchantService, CreateServiceInput>) =>
  withInvalidation<MerchantService, CreateServiceInput>(
    {
      mutationKey: [...serviceKeys.all, 'create'],
      mutationFn: ({ publish, body }) => getApi().call(servicesEndpoints.createService, { query: { publish }, body }),
      invalidate: staleAfter('createService'),
    },
    options,
  );

/** PUT /services/{id} (multipart: name, cover, images, files). */
export const updateServiceMutation = (options?: CallerMutationOptions<MerchantService, UpdateServiceInput>) =>
  withInvalidation<MerchantService, UpdateServiceInput>(
    {
      mutationKey: [...serviceKeys.all, 'update'],
      mutationFn: ({ id, body }) => getApi().call(servicesEndpoints.updateService, { params: { id }, body }),
      invalidate: staleAfter('updateService'),
    },
    options,
  );

type ServiceAction = 'publishService' | 'pauseService' | 'enableService';

const serviceActionMutation =
  (action: ServiceAction) => (options?: CallerMutationOptions<MerchantService, string>) =>
    withInvalidation<MerchantService, string>(
      {
        mutationKey: [...serviceKeys.all, action],
        mutationFn: (id) => getApi().call(servicesEndpoints[action], { params: { id } }),
        invalidate: staleAfter(action),
      },
      options,
    );

/** PUT /services/{id}/publish. */
export const publishServiceMutation = serviceActionMutation('publishService');
/** PUT /services/{id}/pause. */
export const pauseServiceMutation = serviceActionMutation('pauseService');
/** PUT /services/{id}/enable. */
export const enableServiceMutation = serviceActionMutation('enableService');

/** DELETE /services/{id}. */
export const deleteServiceMutation = (options?: CallerMutationOptions<void, string>) =>
  withInvalidation<void, string>(
    {
      mutationKey: [...serviceKeys.all, 'delete'],
      mutationFn: (id) => getApi().call(servicesEndpoints.deleteService, { params: { id } }),
      invalidate: staleAfter('deleteService'),
    },
    options,
  );

export const useCreateService = (options?: CallerMutationOptions<MerchantService, CreateServiceInput>) =>
  useMutation(createServiceMutation(options));
export const useUpdateService = (options?: CallerMutationOptions<MerchantService, UpdateServiceInput>) =>
  useMutation(updateServiceMutation(options));
export const usePublishService = (options?: CallerMutationOptions<MerchantService, string>) =>
  useMutation(publishServiceMutation(options));
export const usePauseService = (options?: CallerMutationOptions<MerchantService, string>) =>
  useMutation(pauseServiceMutation(options));
export const useEnableService = (options?: CallerMutationOptions<MerchantService, string>) =>
  useMutation(enableServiceMutation(options));
export const useDeleteService = (options?: CallerMutationOptions<void, string>) =>
  useMutation(deleteServiceMutation(options));
