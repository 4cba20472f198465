import { chargeMethodFacts, type Charge } from '@cobro/contracts';
import { useLingui } from '@lingui/react/macro';
import { CARD_BRAND_NAMES, paymentMethodText } from '../common/money-texts';

/** A charge's service, its plan under it; the plan alone where the answer names no service, a dash without one. */
export function ChargeDescriptionCell({ charge }: { charge: Charge }) {
  const [plan] = charge.plans;
  if (!plan) return '—';
  if (!plan.service) return plan.name;
  return (
    <span className="money-cell">
      {plan.service.name}
      <span className="money-cell__detail">{plan.name}</span>
    </span>
  );
}

/** The method, and under it the card's brand and last four digits (an account's last four) where the provider said. */
export function ChargeMethodCell({ charge }: { charge: Charge }) {
  const { t } = useLingui();
  const paidWith = chargeMethodFacts(charge);
  const brandName = paidWith.brand ? (CARD_BRAND_NAMES[paidWith.brand.toLowerCase()] ?? paidWith.brand) : null;
  return (
    <span className="money-cell">
      {paymentMethodText(charge.payment_method)}
      {paidWith.last4 && (
        <span className="money-cell__detail">{brandName ? t`${brandName} ending in ${paidWith.last4}` : t`Ending in ${paidWith.last4}`}</span>
      )}
    </span>
  );
}
