import { Icon } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';

/**
 * What a plan includes, the same lines on every card so that the cards compare (issue 27 item 7). Cards and SEPA
 * come with every plan and the free trial; the methods for paying users (PAYING_USER_OPTIONS in the contract's
 * payment-method rules: Redsys and Inespay) need a paid plan.
 */
export function PlanFeatures({ paid }: { paid: boolean }) {
  const { t } = useLingui();
  const features: [boolean, string][] = [
    [true, t`Cards and SEPA direct debit`],
    [paid, t`Redsys and Inespay with your own contracts`],
  ];
  return (
    <ul className="plan-card__features" aria-label={t`Included`}>
      {features.map(([included, label]) => (
        <li key={label} className={included ? 'plan-card__feature' : 'plan-card__feature plan-card__feature--off'}>
          <Icon name={included ? 'check' : 'close'} />
          {!included && <span className="visually-hidden">{t`Not included:`} </span>}
          {label}
        </li>
      ))}
    </ul>
  );
}
