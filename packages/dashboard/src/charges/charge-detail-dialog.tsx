import { ApiError } from '@cobro/client';
import { chargeProvider, displayedFee, type Charge } from '@cobro/contracts';
import { chargeQuery } from '@cobro/data';
import { errorMessage, formatDateTime, formatMoney } from '@cobro/i18n';
import { Button, Dialog, LoadingPlaceholder } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ChargeStatusBadge } from '../common/charge-status-badge';
import { AssociatedTransactions } from './associated-transactions';
import { ChargeMethodCell } from './charge-cells';
import { failureText, REFUND_REASON_LABELS } from './charge-texts';

/** The charge details dialog: read fresh by id, so a failure shows its code (dashboard-core 8). */
export function ChargeDetailDialog({ chargeId, onClose }: { chargeId: string | null; onClose: () => void }) {
  const { t } = useLingui();
  const query = useQuery({ ...chargeQuery(chargeId ?? ''), enabled: chargeId !== null });
  const code = query.error instanceof ApiError ? query.error.code : 'API-500';
  return (
    <Dialog
      open={chargeId !== null}
      onClose={onClose}
      size="lg"
      title={t`Payment details`}
      footer={
        <Button variant="primary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      {query.isPending ? (
        <LoadingPlaceholder lines={6} />
      ) : query.data ? (
        <ChargeDetails charge={query.data} />
      ) : (
        <p role="alert" className="money-detail__error">
          {code}: {errorMessage(code) ?? t`The payment could not be loaded`}
        </p>
      )}
    </Dialog>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

function ChargeDetails({ charge }: { charge: Charge }) {
  const { t, i18n } = useLingui();
  const money = (cents: number) => formatMoney(cents, charge.currency);
  const fee = displayedFee(charge);
  const redsys = chargeProvider(charge) === 'REDSYS';
  const approximate = (amount: string) => (fee.approximate ? t`About ${amount}` : amount);
  return (
    <div className="money-detail">
      <dl className="money-detail__list">
        <Row term={t`Amount`}>{money(charge.amount)}</Row>
        <Row term={t`Status`}>
          <ChargeStatusBadge status={charge.status} />
        </Row>
        <Row term={t`Customer`}>{`${charge.customer.name} (${charge.customer.email})`}</Row>
        <Row term={t`Payment method`}>
          <ChargeMethodCell charge={charge} />
        </Row>
        <Row term={t`Date`}>{formatDateTime(charge.created_at)}</Row>
        <Row term={t`Fee`}>
          {approximate(money(fee.fee))}
          {redsys && <span className="money-detail__note">{t`As agreed with your bank`}</span>}
        </Row>
        <Row term={t`Net`}>{approximate(money(fee.net))}</Row>
        {charge.amount_refunded > 0 && <Row term={t`Refunded`}>{money(charge.amount_refunded)}</Row>}
        {charge.refund_reason && <Row term={t`Refund reason`}>{i18n._(REFUND_REASON_LABELS[charge.refund_reason])}</Row>}
        {charge.failure_message && <Row term={t`Failure`}>{failureText(charge.failure_message)}</Row>}
        {charge.plans.length > 0 && <Row term={t`Plans`}>{charge.plans.map((plan) => plan.name).join(', ')}</Row>}
      </dl>
      {(charge.dispute_amount !== null || charge.dispute_reason) && (
        <section className="money-detail__section" aria-labelledby={`dispute-${charge.id}`}>
          <h3 id={`dispute-${charge.id}`} className="money-detail__title">
            <Trans>Dispute</Trans>
          </h3>
          <dl className="money-detail__list">
            {charge.dispute_amount !== null && <Row term={t`Disputed amount`}>{money(charge.dispute_amount)}</Row>}
            {charge.dispute_reason && <Row term={t`Dispute reason`}>{charge.dispute_reason}</Row>}
          </dl>
        </section>
      )}
      <AssociatedTransactions charge={charge} />
    </div>
  );
}
