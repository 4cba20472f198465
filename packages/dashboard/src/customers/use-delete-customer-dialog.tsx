import type { Customer } from '@cobro/contracts';
import { customerQuery } from '@cobro/data';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEntityDialogs } from '../common/use-entity-dialogs';
import { DeleteCustomerDialog } from './delete-customer-dialog';

type Target = Pick<Customer, 'id' | 'name' | 'email'>;

/**
 * The delete-customer dialog of the customers list and of a customer's page, in the URL
 * (`?dialog=delete&customer=cus_1`, decision 0514). On a customer's page only that customer's is opened.
 */
export function useDeleteCustomerDialog(options: { only?: string; onDeleted?: () => void } = {}): {
  ask: (customer: Target) => void;
  dialog: ReactNode;
} {
  const client = useQueryClient();
  const { opened, open, close } = useEntityDialogs<'delete', Target>({
    dialogs: ['delete'],
    entities: ['customer'],
    load: async (_dialog, { customer: id = '' }) =>
      options.only === undefined || id === options.only ? client.fetchQuery({ ...customerQuery(id), staleTime: 0 }) : null,
  });
  return {
    ask: (customer) => open('delete', { customer: customer.id }, customer),
    dialog: <DeleteCustomerDialog customer={opened?.entity ?? null} onClose={close} onDeleted={options.onDeleted} />,
  };
}
