import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useFlow } from '../flow/flow-context';

interface Props {
  /** The method, when the page can name it (the declined page). */
  method?: MessageDescriptor | string | null;
  /** The total, formatted. */
  total?: string;
  /** What was paid, formatted (the success page). */
  amount?: string | null;
  /** The purchase's id, the buyer's reference for this payment. */
  reference?: string | null;
  /** When it was paid, formatted (the success page, after a payment this checkout saw succeed). */
  date?: string | null;
}

/** What a result page is about: who was paid (the payment link's organisation), the plan, the method, the amount, the date, the reference. */
export function ResultDetails({ method, total, amount, reference, date }: Props) {
  const { t, i18n } = useLingui();
  const { offer } = useFlow();
  const merchant = offer.organization?.company_name;
  return (
    <dl className="result__details">
      {merchant && (
        <div>
          <dt>{t`Merchant`}</dt>
          <dd>{merchant}</dd>
        </div>
      )}
      <div>
        <dt>{t`Plan`}</dt>
        <dd>{offer.plan.name}</dd>
      </div>
      {method && (
        <div>
          <dt>{t`Payment method`}</dt>
          <dd>{typeof method === 'string' ? method : i18n._(method)}</dd>
        </div>
      )}
      {amount && (
        <div>
          <dt>{t`Amount`}</dt>
          <dd>{amount}</dd>
        </div>
      )}
      {total && (
        <div>
          <dt>{t`Total`}</dt>
          <dd>{total}</dd>
        </div>
      )}
      {date && (
        <div>
          <dt>{t`Payment date`}</dt>
          <dd>{date}</dd>
        </div>
      )}
      {reference && (
        <div>
          <dt>{t`Reference`}</dt>
          <dd>{reference}</dd>
        </div>
      )}
    </dl>
  );
}
