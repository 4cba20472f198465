import type { PortalPurchase, Withdrawal } from '@cobro/contracts';
import { formatDateTime } from '@cobro/i18n';
import { Button } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { PurchaseFacts } from './purchase-facts';
import { useStepHeading } from './use-step-heading';

/** After "Confirm withdrawal": when it was received (Madrid time) and that the acknowledgment e-mail is on its way. */
export function WithdrawalReceived({
  withdrawal,
  purchase,
  merchant,
  onBack,
}: {
  withdrawal: Withdrawal;
  purchase: PortalPurchase;
  merchant: string;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const heading = useStepHeading();
  const receivedAt = formatDateTime(withdrawal.received_at);
  const email = withdrawal.email;
  return (
    <section className="portal__step" aria-labelledby="portal-received-title">
      <h1 id="portal-received-title" className="status__title" ref={heading} tabIndex={-1}>
        {t`Withdrawal received`}
      </h1>
      <p>
        <Trans>We received your withdrawal on {receivedAt} (Madrid time).</Trans>
      </p>
      <p>
        <Trans>We sent an acknowledgment with these details to {email}. The shop must refund you within 14 days.</Trans>
      </p>
      <PurchaseFacts purchase={purchase} merchant={merchant} />
      <Button onClick={onBack}>{t`All purchases`}</Button>
    </section>
  );
}
