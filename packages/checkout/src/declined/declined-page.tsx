import { formatMoney } from '@cobro/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../app/use-page-title';
import { useFlow } from '../flow/flow-context';
import { TryAgainLink } from '../flow/try-again-link';
import { CheckoutLayout } from '../layout/checkout-layout';

/** The method the declined page names, as the spec writes it (a provider's name, not translated). */
export const DECLINED_METHOD = 'PSD2 INESPAY';

/**
 * /checkout/:id/error/ (public-flows 2): the bank declined the Inespay payment. The plan, the method, the total
 * and a way back to the start of this checkout, with the flow reset; no summary beside it.
 */
export function DeclinedPage() {
  const { t } = useLingui();
  const { offer, state } = useFlow();
  usePageTitle(t`Payment declined`);
  const total = formatMoney(state.currentPrice ?? offer.plan.unit_amount, state.currency ?? offer.plan.currency);
  return (
    <CheckoutLayout showSummary={false} formTitle={t`Payment declined`}>
      <div className="result">
        <p role="alert">
          <Trans>Your bank declined the payment. No money was taken.</Trans>
        </p>
        <dl className="result__details">
          <div>
            <dt>{t`Plan`}</dt>
            <dd>{offer.plan.name}</dd>
          </div>
          <div>
            <dt>{t`Payment method`}</dt>
            <dd>{DECLINED_METHOD}</dd>
          </div>
          <div>
            <dt>{t`Total`}</dt>
            <dd>{total}</dd>
          </div>
        </dl>
        <TryAgainLink />
      </div>
    </CheckoutLayout>
  );
}
