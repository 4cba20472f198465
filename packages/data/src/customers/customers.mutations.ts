import { customersEndpoints, type Customer, type CustomerUpdateBody } from '@cobro/contracts';
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { getApi } from '../api';
import { chargeKeys } from '../charges/charges.keys';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';
import { purchaseKeys } from '../purchases/purchases.keys';
import { customerKeys } from './customers.keys';

/** Charges and purchases show their customer's name and e-mail, so a customer change refreshes them too. */
export const customerChanged = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: customerKeys.all }),
    client.invalidateQueries({ queryKey: chargeKeys.all }),
    client.invalidateQueries({ queryKey: purchaseKeys.all }),
  ]);

export type UpdateCustomerInput = { id: string; body: CustomerUpdateBody };

/** PUT /customers/{id}. */
export const updateCustomerMutation = (options?: CallerMutationOptions<Customer, UpdateCustomerInput>) =>
  withInvalidation<Customer, UpdateCustomerInput>(
    {
      mutationKey: [...customerKeys.all, 'update'],
      mutationFn: ({ id, body }) => getApi().call(customersEndpoints.updateCustomer, { params: { id }, body }),
      invalidate: customerChanged,
    },
    options,
  );

/** DELETE /customers/{id}; refused with CUS-005 while the customer has subscriptions. */
export const deleteCustomerMutation = (options?: CallerMutationOptions<void, string>) =>
  withInvalidation<void, string>(
    {
      mutationKey: [...customerKeys.all, 'delete'],
      mutationFn: (id) => getApi().call(customersEndpoints.deleteCustomer, { params: { id } }),
      invalidate: customerChanged,
    },
    options,
  );

export const useUpdateCustomer = (options?: CallerMutationOptions<Customer, UpdateCustomerInput>) =>
  useMutation(updateCustomerMutation(options));
export const useDeleteCustomer = (options?: CallerMutationOptions<void, string>) =>
  useMutation(deleteCustomerMutation(options));
