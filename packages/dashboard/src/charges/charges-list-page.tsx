import { PaymentMethodFilter } from '@cobro/contracts';
import { chargesListQuery } from '@cobro/data';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { SECTION_TITLES } from '../app/section-titles';
import { ExportButton } from '../common/export-button';
import { CHARGE_FILTER_STATUSES, chargeStatusesOf, chargeStatusOptions, paymentMethodOptions } from '../common/list-options';
import { ListPage, toApiQuery, useListState, type ListConfig } from '../list-page';
import { chargeRowLabel, useChargeColumns } from './charge-columns';
import { useChargeActions } from './use-charge-actions';

export const CHARGES_LIST_CONFIG: ListConfig = {
  // The URL keeps the filter's own values (`status=disputed`); the call gets the statuses they stand for.
  statusValues: CHARGE_FILTER_STATUSES,
  sortFields: ['created_at', 'amount', 'status', 'payment_method'],
  paymentMethods: PaymentMethodFilter.options,
};

/** /dashboard/charges: the payments, with the person column, status and method filters and a date range. */
export function ChargesListPage() {
  const { t, i18n } = useLingui();
  const list = useListState(CHARGES_LIST_CONFIG);
  const query = useQuery(chargesListQuery(toApiQuery({ ...list.state, status: chargeStatusesOf(list.state.status) })));
  const actions = useChargeActions('list');
  const columns = useChargeColumns({ withPerson: true });
  const shown = query.data?.data.map((charge) => charge.id) ?? [];
  return (
    <ListPage
      title={i18n._(SECTION_TITLES.charges)}
      list={list}
      query={query}
      statusOptions={chargeStatusOptions()}
      paymentMethodOptions={paymentMethodOptions()}
      dateRange
      exportAction={<ExportButton table="charges" selected={list.state.selected} shown={shown} />}
      caption={t`Payments`}
      columns={columns}
      rowId={(charge) => charge.id}
      rowLabel={chargeRowLabel}
      rowActions={actions.menu}
      empty={{ title: t`You have no payments yet`, filteredTitle: t`No payments match your search or filters` }}
    >
      {actions.dialogs}
    </ListPage>
  );
}
