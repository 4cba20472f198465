import { PaymentMethodFilter, PurchaseStatus } from '@cobro/contracts';
import { purchasesListQuery } from '@cobro/data';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { SECTION_TITLES } from '../app/section-titles';
import { ExportButton } from '../common/export-button';
import { paymentMethodOptions, purchaseStatusOptions } from '../common/list-options';
import { ListPage, toApiQuery, useListState, type ListConfig } from '../list-page';
import { WithdrawalsNotice } from '../withdrawals';
import { purchaseRowLabel, usePurchaseColumns } from './purchase-columns';
import { usePurchaseActions } from './use-purchase-actions';

export const PURCHASES_LIST_CONFIG: ListConfig = {
  statusValues: PurchaseStatus.options,
  sortFields: ['created_at', 'status'],
  paymentMethods: PaymentMethodFilter.options,
};

/** /dashboard/purchases: sales and subscriptions, with status, method and date filters and the purchase actions. */
export function PurchasesListPage() {
  const { t, i18n } = useLingui();
  const list = useListState(PURCHASES_LIST_CONFIG);
  const query = useQuery(purchasesListQuery(toApiQuery(list.state)));
  const actions = usePurchaseActions({ withDetails: true });
  const columns = usePurchaseColumns({ withCustomer: true });
  const shown = query.data?.data.map((purchase) => purchase.id) ?? [];
  return (
    <ListPage
      title={i18n._(SECTION_TITLES.purchases)}
      createAction={<WithdrawalsNotice />}
      list={list}
      query={query}
      statusOptions={purchaseStatusOptions()}
      paymentMethodOptions={paymentMethodOptions()}
      dateRange
      exportAction={<ExportButton table="purchases" selected={list.state.selected} shown={shown} />}
      caption={t`Sales`}
      columns={columns}
      rowId={(purchase) => purchase.id}
      rowLabel={purchaseRowLabel}
      rowActions={actions.menu}
      empty={{ title: t`You have no sales yet`, filteredTitle: t`No sales match your search or filters` }}
    >
      {actions.dialogs}
    </ListPage>
  );
}
