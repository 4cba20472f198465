import type { Purchase } from '@cobro/contracts';
import { purchaseQuery } from '@cobro/data';
import { DataTable, LoadingPlaceholder, Menu } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { customerDetailPath, PURCHASES_PATH } from '../app/routes';
import { useDocumentTitle } from '../app/use-document-title';
import { BackLink } from '../list-page/back-link';
import { chargeRowLabel, useChargeActions, useChargeColumns } from '../charges';
import { ListLoadFailed } from '../list-page/list-load-failed';
import { PurchaseWithdrawalCard } from '../withdrawals';
import { PurchasePlanCard } from './purchase-plan-card';
import { PurchaseStatusBadge } from './purchase-status-badge';
import { PurchaseUsageCard } from './purchase-usage-card';
import { usePurchaseActions } from './use-purchase-actions';

/**
 * /dashboard/purchases/{id}/detail (services-and-configuration 2): the customer link, the plan card and the plan's
 * charges, with the purchase and charge actions. The detail is read without retries.
 */
export function PurchaseDetailPage({ id }: { id: string }) {
  const { t } = useLingui();
  const query = useQuery(purchaseQuery(id));
  useDocumentTitle(t`Sale detail`);
  return (
    <div className="page money-page">
      <BackLink href={PURCHASES_PATH}>
        <Trans>Sales</Trans>
      </BackLink>
      {query.isPending ? (
        <LoadingPlaceholder lines={6} />
      ) : query.data ? (
        <PurchaseDetail purchase={query.data} />
      ) : (
        <ListLoadFailed error={query.error} onRetry={() => void query.refetch()} />
      )}
    </div>
  );
}

function PurchaseDetail({ purchase }: { purchase: Purchase }) {
  const { t } = useLingui();
  const purchaseActions = usePurchaseActions({ withDetails: false });
  const chargeActions = useChargeActions('list');
  const columns = useChargeColumns({ withPerson: false });
  const items = purchaseActions.menu(purchase);
  const charges = purchase.charges ?? [];
  return (
    <>
      <div className="money-page__heading">
        <h1 className="page__title">{t`Sale of ${purchase.plan.name}`}</h1>
        <PurchaseStatusBadge status={purchase.status} />
        {items.length > 0 && <Menu label={t`Sale actions`} text={t`Actions`} icon="chevron-down" variant="secondary" items={items} />}
      </div>
      <p className="money-page__lead">
        <Trans>Customer:</Trans> <Link href={customerDetailPath(purchase.customer_id)}>{purchase.customer.name}</Link>
      </p>
      <PurchasePlanCard purchase={purchase} />
      <PurchaseUsageCard purchase={purchase} />
      <PurchaseWithdrawalCard purchase={purchase} />
      <section className="money-page__section" aria-labelledby="purchase-charges-title">
        <h2 id="purchase-charges-title" className="money-page__subtitle">
          <Trans>Charges of this plan</Trans>
        </h2>
        {charges.length ? (
          <div className="list-page__table">
            <DataTable
              caption={t`Charges of this plan`}
              columns={columns}
              rows={charges}
              rowId={(charge) => charge.id}
              rowActions={chargeActions.menu}
              rowActionsLabel={(charge) => t`Actions for ${chargeRowLabel(charge)}`}
            />
          </div>
        ) : (
          <p className="money-page__empty">
            <Trans>This sale has no charges yet.</Trans>
          </p>
        )}
      </section>
      {purchaseActions.dialogs}
      {chargeActions.dialogs}
    </>
  );
}
