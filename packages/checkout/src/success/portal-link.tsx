import type { CheckoutPurchase } from '@cobro/contracts';
import { formatDateTime } from '@cobro/i18n';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The link to the buyer portal, where the withdrawal function is (issue 30, art. 11a CRD), while the purchase is
 * within its withdrawal period: the server gives the deadline only then. A new tab: on a merchant's page the
 * checkout stays where it is.
 */
export function PortalLink({ portal }: { portal: CheckoutPurchase['portal'] }) {
  const { t } = useLingui();
  if (!portal?.withdrawal_deadline) return null;
  const until = formatDateTime(portal.withdrawal_deadline);
  return (
    <p className="result__portal">
      <a href={portal.url} target="_blank" rel="noopener noreferrer">
        {t`Manage your purchase`}
      </a>{' '}
      <Trans>There you can download your receipts and, until {until}, withdraw from the contract.</Trans>
    </p>
  );
}
