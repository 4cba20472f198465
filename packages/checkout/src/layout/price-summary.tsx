import { formatMoney } from '@cobro/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFlow } from '../flow/flow-context';
import { frequencyLabel, perUnitLabel } from '../pricing/frequency-label';
import { priceLines } from '../pricing/price-lines';

/**
 * The summary on the left (public-flows 2): what is bought, how often, and what is due today. A variable plan
 * (decision 1139) gives one unit's price and says why nothing is due today.
 */
export function PriceSummary() {
  const { t } = useLingui();
  const { offer, state } = useFlow();
  const { plan, service, organization } = offer;
  const lines = priceLines(plan, state);
  const total = lines.dueNow === null ? null : formatMoney(lines.dueNow, lines.currency);
  const full = formatMoney(lines.fullPrice, lines.currency);
  const day = lines.paymentDay;

  return (
    <section className="summary" aria-labelledby="checkout-summary-title">
      {service.image && <img className="summary__image" src={service.image} alt="" />}
      {/* Who the buyer pays: the payment link's organisation (public-flows 3), else the buyer never sees it. */}
      {organization?.company_name && <p className="summary__merchant">{organization.company_name}</p>}
      <p className="summary__service">{service.name}</p>
      <h1 id="checkout-summary-title" className="summary__plan">
        {plan.name}
      </h1>
      {plan.description && <p className="summary__description">{plan.description}</p>}
      <p className="summary__frequency">
        {lines.perUnit
          ? perUnitLabel(full, plan.frequency, plan.billing_cycles)
          : frequencyLabel(plan.recurring ? plan.frequency : null, plan.billing_cycles)}
      </p>
      <dl className="summary__lines">
        {day !== null && (
          <div className="summary__line">
            <dt>
              <Trans>Then, on day {day} of each month</Trans>
            </dt>
            <dd>{full}</dd>
          </div>
        )}
        <div className="summary__line summary__line--total">
          <dt>{lines.prorated ? t`Today (proportional to the days left)` : t`Total due today`}</dt>
          <dd aria-live="polite" aria-busy={state.priceLoading || undefined}>
            {state.priceLoading ? (
              <span className="summary__loading">{t`Calculating…`}</span>
            ) : total === null ? (
              <span className="summary__pending">{t`Calculated when you choose how to pay`}</span>
            ) : (
              total
            )}
          </dd>
        </div>
      </dl>
      {lines.perUnit && (
        <p className="summary__note">
          <Trans>You pay nothing today. At the end of each period you are charged for what you used, with the method you save now.</Trans>
        </p>
      )}
    </section>
  );
}
