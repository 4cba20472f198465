import { chargeMethodFacts, normalizePaymentMethod, type Charge } from '@cobro/contracts';
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

/**
 * The method, and under it what the provider said of what paid, where it said: a card's brand and last four digits,
 * an account's last four, a Bizum mobile's last digits (Redsys's `Ds_Bizum_MobileNumber`, decision 1136).
 */
export function ChargeMethodCell({ charge }: { charge: Charge }) {
  const { t } = useLingui();
  const paidWith = chargeMethodFacts(charge);
  const brandName = paidWith.brand ? (CARD_BRAND_NAMES[paidWith.brand.toLowerCase()] ?? paidWith.brand) : null;
  let detail: string | null = null;
  if (paidWith.last4 && normalizePaymentMethod(charge.payment_method) === 'bizum') detail = t`Mobile ···${paidWith.last4}`;
  else if (paidWith.last4) detail = brandName ? t`${brandName} ending in ${paidWith.last4}` : t`Ending in ${paidWith.last4}`;
  return (
    <span className="money-cell">
      {paymentMethodText(charge.payment_method)}
      {detail && <span className="money-cell__detail">{detail}</span>}
    </span>
  );
}
