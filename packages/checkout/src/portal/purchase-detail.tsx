import { portalPurchaseQuery } from '@cobro/data';
import { formatDateTime } from '@cobro/i18n';
import { Button, LoadingPlaceholder } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { updateCardPath } from '../app/routes';
import { CancelSubscription } from './cancel-subscription';
import { ChargeList } from './charge-list';
import { PortalError } from './portal-error';
import { Fact, PurchaseFacts } from './purchase-facts';
import { PurchaseStatusBadge } from './purchase-status-badge';
import { useStepHeading } from './use-step-heading';
import { WithdrawButton } from './withdraw-button';

/** The subscriptions whose payment method today's update-card page changes (it answers SUB-004 for the others). */
const UPDATABLE = new Set(['active', 'past_due', 'unpaid', 'trialing']);

/** One purchase: its facts, charges and receipts, and what the buyer may do with it. */
export function PurchaseDetail({ id, apiUrl, onBack, onWithdraw }: { id: string; apiUrl: string; onBack: () => void; onWithdraw: () => void }) {
  const { t } = useLingui();
  const heading = useStepHeading();
  const purchase = useQuery(portalPurchaseQuery(id));
  const data = purchase.data;
  const receivedAt = data?.withdrawal.received_at ? formatDateTime(data.withdrawal.received_at) : null;
  return (
    <section className="portal__step" aria-labelledby="portal-detail-title">
      <h1 id="portal-detail-title" className="status__title" ref={heading} tabIndex={-1}>
        {data ? data.service_name : t`Purchase`}
      </h1>
      <Button variant="ghost" onClick={onBack}>
        {t`All purchases`}
      </Button>
      {purchase.isPending ? (
        <LoadingPlaceholder label={t`Loading the purchase`} />
      ) : purchase.isError ? (
        <PortalError error={purchase.error} />
      ) : (
        <>
          <PurchaseFacts purchase={purchase.data}>
            <Fact term={t`Status`}>
              <PurchaseStatusBadge status={purchase.data.status} />
            </Fact>
          </PurchaseFacts>
          {receivedAt && (
            <p>
              <Trans>We received your withdrawal on {receivedAt} (Madrid time).</Trans>
            </p>
          )}
          <WithdrawButton purchase={purchase.data} onWithdraw={onWithdraw} />
          {purchase.data.kind === 'subscription' && (
            <div className="portal__actions">
              {UPDATABLE.has(purchase.data.status) && <a href={updateCardPath(purchase.data.id)}>{t`Update your payment method`}</a>}
              <CancelSubscription purchase={purchase.data} />
            </div>
          )}
          <h2 className="portal__item-title">{t`Charges and receipts`}</h2>
          <ChargeList charges={purchase.data.charges ?? []} apiUrl={apiUrl} />
        </>
      )}
    </section>
  );
}
