import type { Customer } from '@cobro/contracts';
import type { DataTableColumn } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { customerDetailPath } from '../app/routes';
import { CUSTOMER_TYPE_LABELS } from './customer-texts';

/** Phone as prefix plus number, or a dash when there is none (dashboard-core 2). */
export const customerPhone = (customer: Pick<Customer, 'prefix' | 'phone'>) =>
  customer.phone ? [customer.prefix, customer.phone].filter(Boolean).join(' ') : '—';

/** The customer's tax id: the cif column shows a company's cif or a person's dni. */
export const customerTaxId = (customer: Pick<Customer, 'cif' | 'dni'>) => customer.cif ?? customer.dni ?? '—';

/** Columns of the customers list: type, name, id (cif), phone, email. */
export function useCustomerColumns(): DataTableColumn<Customer>[] {
  const { t, i18n } = useLingui();
  return [
    { id: 'type', header: t`Type`, sortField: 'type', cell: (customer) => i18n._(CUSTOMER_TYPE_LABELS[customer.type]) },
    {
      id: 'name',
      header: t`Name`,
      sortField: 'name',
      rowHeader: true,
      cell: (customer) => <Link href={customerDetailPath(customer.id)}>{customer.name}</Link>,
    },
    { id: 'cif', header: t`Tax ID`, cell: customerTaxId },
    { id: 'phone', header: t`Phone`, cell: customerPhone },
    { id: 'email', header: t`E-mail`, sortField: 'email', cell: (customer) => customer.email },
  ];
}
