import { CustomerStatusFilter, type Customer } from '@cobro/contracts';
import { customersListQuery } from '@cobro/data';
import type { MenuItem } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { customerDetailPath } from '../app/routes';
import { SECTION_TITLES } from '../app/section-titles';
import { ExportButton } from '../common/export-button';
import { customerStatusOptions } from '../common/list-options';
import { ListPage, toApiQuery, useListState, type ListConfig } from '../list-page';
import { useCustomerColumns } from './customer-columns';
import { useDeleteCustomerDialog } from './use-delete-customer-dialog';

export const CUSTOMERS_LIST_CONFIG: ListConfig = {
  statusValues: CustomerStatusFilter.options,
  sortFields: ['name', 'email', 'type', 'created_at'],
};

/** /dashboard/customers: the customers, with see details and remove in each row. */
export function CustomersListPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const list = useListState(CUSTOMERS_LIST_CONFIG);
  const query = useQuery(customersListQuery(toApiQuery(list.state)));
  const columns = useCustomerColumns();
  const remove = useDeleteCustomerDialog();
  const menu = (customer: Customer): MenuItem[] => [
    { id: 'detail', label: t`See details`, onSelect: () => navigate(customerDetailPath(customer.id)) },
    { id: 'remove', label: t`Remove`, tone: 'danger', onSelect: () => remove.ask(customer) },
  ];
  const shown = query.data?.data.map((customer) => customer.id) ?? [];
  return (
    <ListPage
      title={i18n._(SECTION_TITLES.customers)}
      list={list}
      query={query}
      statusOptions={customerStatusOptions()}
      exportAction={<ExportButton table="customers" selected={list.state.selected} shown={shown} />}
      caption={t`Customers`}
      columns={columns}
      rowId={(customer) => customer.id}
      rowLabel={(customer) => customer.name}
      rowActions={menu}
      empty={{ title: t`You have no customers yet`, filteredTitle: t`No customers match your search or filters` }}
    >
      {remove.dialog}
    </ListPage>
  );
}
