import type { PaymentOption } from '@cobro/contracts';
import { Button } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type Fact, FactList } from '../../common/fact-list';
import { PaymentMethodImage } from '../../common/payment-method-image';
import { usePlansDialog } from '../../plans';
import type { Blocked } from './method-availability';
import { OPTION_DESCRIPTIONS, OPTION_LABELS } from './provider-labels';

type Props = {
  option: PaymentOption;
  /** Why it cannot be ticked now (greyed out), or null when it can. A ticked method can always be unticked. */
  blocked: Blocked | null;
  busy: boolean;
  onToggle: (selected: boolean) => void;
};

/** One selectable method (services-and-configuration 3, 4): its logo, description and facts; ticking saves at once. */
export function MethodCard({ option, blocked, busy, onToggle }: Props) {
  const { t, i18n } = useLingui();
  const plans = usePlansDialog();
  const id = useId();
  const facts: Fact[] = [
    [option.include, option.include ? t`Offered to your customers` : t`Not offered`],
    [option.immediate, option.immediate ? t`The money arrives at once` : t`The money arrives after settlement`],
    // A method that cannot charge again is never offered for a subscription's plan (Inespay, Bizum: decision 1136).
    [option.recurring_payments, option.recurring_payments ? t`Recurring payments` : t`One-time payments only, not subscriptions`],
    [option.acceptance_refunds, option.acceptance_refunds ? t`Refunds accepted` : t`No refunds`],
    [option.acceptance_disputes, option.acceptance_disputes ? t`Disputes possible` : t`No disputes`],
  ];
  const disabled = blocked !== null;
  const name = i18n._(OPTION_LABELS[option.name]);
  const description = OPTION_DESCRIPTIONS[option.description];
  return (
    <li className={disabled ? 'method-card method-card--disabled' : 'method-card'}>
      <div className="method-card__head">
        <input
          id={id}
          type="checkbox"
          className="field__checkbox"
          checked={option.include}
          disabled={(disabled && !option.include) || busy}
          aria-describedby={`${id}-description${disabled ? ` ${id}-blocked` : ''}`}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <PaymentMethodImage image={option.logo} label={name} />
        <label className="method-card__name" htmlFor={id}>
          {name}
        </label>
      </div>
      <p id={`${id}-description`} className="method-card__description">
        {description ? i18n._(description) : option.description}
      </p>
      <FactList label={t`Facts`} facts={facts} />
      {blocked && (
        <p id={`${id}-blocked`} className="method-card__blocked">
          <Trans>Not available:</Trans> {blocked.reason}
        </p>
      )}
      {blocked?.needsPlan && (
        <Button size="sm" className="method-card__plans" onClick={plans.open}>
          <Trans>See the plans</Trans>
        </Button>
      )}
    </li>
  );
}
