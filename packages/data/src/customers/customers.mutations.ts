import { customersEndpoints, type Customer, type CustomerUpdateBody } from '@cobro/contracts';
import { useMutation } from '@tanstack/react-query';
import { getApi } from '../api';
import { staleAfter } from '../invalidation/stale-after';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';
import { customerKeys } from './customers.keys';

export type UpdateCustomerInput = { id: string; body: CustomerUpdateBody };

/** PUT /customers/{id}. */
export const updateCustomerMutation = (options?: CallerMutationOptions<Customer, UpdateCustomerInput>) =>
  withInvalidation<Customer, UpdateCustomerInput>(
    {
      mutationKey: [...customerKeys.all, 'update'],
      mutationFn: ({ id, body }) => getApi().call(customersEndpoints.updateCustomer, { params: { id }, body }),
      invalidate: staleAfter('updateCustomer'),
    },
    options,
  );

/** DELETE /customers/{id}; refused with CUS-005 while the customer has subscriptions. */
export const deleteCustomerMutation = (options?: CallerMutationOptions<void, string>) =>
  withInvalidation<void, string>(
    {
      mutationKey: [...customerKeys.all, 'delete'],
      mutationFn: (id) => getApi().call(customersEndpoints.deleteCustomer, { params: { id } }),
      invalidate: staleAfter('deleteCustomer'),
    },
    options,
  );

export const useUpdateCustomer = (options?: CallerMutationOptions<Customer, UpdateCustomerInput>) =>
  useMutation(updateCustomerMutation(options));
export const useDeleteCustomer = (options?: CallerMutationOptions<void, string>) =>
  useMutation(deleteCustomerMutation(options));
