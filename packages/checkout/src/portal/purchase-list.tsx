import type { PortalPurchase } from '@cobro/contracts';
import { portalPurchasesQuery } from '@cobro/data';
import { formatDate, formatMoney } from '@cobro/i18n';
import { Button, EmptyState, LoadingPlaceholder } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PortalError } from './portal-error';
import { PurchaseStatusBadge } from './purchase-status-badge';
import { useStepHeading } from './use-step-heading';
import { WithdrawButton } from './withdraw-button';

/** The buyer's purchases with this merchant, newest first. */
export function PurchaseList({ merchant, onOpen, onWithdraw }: { merchant: string; onOpen: (id: string) => void; onWithdraw: (id: string) => void }) {
  const { t } = useLingui();
  const heading = useStepHeading();
  const purchases = useQuery(portalPurchasesQuery());
  return (
    <section className="portal__step" aria-labelledby="portal-list-title">
      <h1 id="portal-list-title" className="status__title" ref={heading} tabIndex={-1}>
        {t`Your purchases with ${merchant}`}
      </h1>
      {purchases.isPending ? (
        <LoadingPlaceholder label={t`Loading your purchases`} />
      ) : purchases.isError ? (
        <PortalError error={purchases.error} />
      ) : purchases.data.length === 0 ? (
        <EmptyState title={t`No purchases yet`} />
      ) : (
        <ul className="portal__list">
          {purchases.data.map((purchase) => (
            <PurchaseItem key={purchase.id} purchase={purchase} onOpen={() => onOpen(purchase.id)} onWithdraw={() => onWithdraw(purchase.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PurchaseItem({ purchase, onOpen, onWithdraw }: { purchase: PortalPurchase; onOpen: () => void; onWithdraw: () => void }) {
  const { t } = useLingui();
  const service = purchase.service_name;
  return (
    <li className="portal__item">
      <h2 className="portal__item-title">{service}</h2>
      <p className="portal__item-line">
        {purchase.plan_name} · {formatMoney(purchase.amount, purchase.currency)} · {formatDate(purchase.created_at)}{' '}
        <PurchaseStatusBadge status={purchase.status} />
      </p>
      <div className="portal__actions">
        <Button onClick={onOpen} aria-label={t`Details of ${service}`}>
          {t`Details`}
        </Button>
      </div>
      <WithdrawButton purchase={purchase} onWithdraw={onWithdraw} />
    </li>
  );
}
