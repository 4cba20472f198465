import { formatMoney } from '@cobro/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../app/use-page-title';
import { useFlow } from '../flow/flow-context';
import { TryAgainLink } from '../flow/try-again-link';
import { CheckoutLayout } from '../layout/checkout-layout';
import { declinedMethod } from '../result/declined-method';
import { ResultDetails } from '../result/result-details';
import { useResultPurchase } from '../result/use-result-purchase';
import { useReturnEvents } from '../result/use-return-events';

/**
 * /checkout/:id/error/ (public-flows 2): the bank declined a Redsys or Inespay payment. Who was to be paid, the
 * plan, the method of the refused purchase, the total and a way back to the start of this checkout, with the flow
 * reset; no summary beside it.
 */
export function DeclinedPage() {
  const { t } = useLingui();
  const { offer, state } = useFlow();
  const { purchase } = useResultPurchase();
  useReturnEvents(purchase.data, false);
  usePageTitle(t`Payment declined`);
  const total = formatMoney(state.currentPrice ?? offer.plan.unit_amount, state.currency ?? offer.plan.currency);
  return (
    <CheckoutLayout showSummary={false} formTitle={t`Payment declined`}>
      <div className="result">
        <p role="alert">
          <Trans>Your bank declined the payment. No money was taken.</Trans>
        </p>
        <ResultDetails method={purchase.data ? declinedMethod(purchase.data) : null} total={total} />
        <TryAgainLink />
      </div>
    </CheckoutLayout>
  );
}
