import type { CheckoutPurchase } from '@cobro/contracts';
import { formatDateTime } from '@cobro/i18n';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The link to the buyer portal, where the withdrawal function is (issue 30, art. 11a CRD), while the purchase is
 * within its withdrawal period: the server gives the deadline only then. For a service excluded from withdrawal the
 * page confirms instead the consent the buyer gave (decision 1161; the receipt mail confirms it on a durable medium).
 * A new tab: on a merchant's page the checkout stays where it is.
 */
export function PortalLink({ portal }: { portal: CheckoutPurchase['portal'] }) {
  const { t } = useLingui();
  if (!portal) return null;
  const link = (
    <a href={portal.url} target="_blank" rel="noopener noreferrer">
      {t`Manage your purchase`}
    </a>
  );
  if (portal.withdrawal_waived_at) {
    const at = formatDateTime(portal.withdrawal_waived_at);
    return (
      <p className="result__portal">
        <Trans>
          On {at} you asked for the service or digital content to be supplied at once and acknowledged that you thereby lose
          your right of withdrawal.
        </Trans>{' '}
        {link} <Trans>There you can download your receipts.</Trans>
      </p>
    );
  }
  if (!portal.withdrawal_deadline) return null;
  const until = formatDateTime(portal.withdrawal_deadline);
  return (
    <p className="result__portal">
      {link} <Trans>There you can download your receipts and, until {until}, withdraw from the contract.</Trans>
    </p>
  );
}
