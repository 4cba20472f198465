import { planLimit, planTier, type ProductPlan } from '@cobro/contracts';
import { formatMoney } from '@cobro/i18n';
import { Badge, Button } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { PlanFeatures } from './plan-features';
import type { PlanBadge } from './plan-rules';
import { PLAN_BADGE_LABELS, PLAN_DESCRIPTIONS } from './plan-texts';

const BADGE_TONES = { current: 'blue', exceeded: 'yellow', canceled: 'red' } as const;

interface PlanCardProps {
  plan: ProductPlan;
  badges: PlanBadge[];
  /** Shown when plans can be chosen here; a subscriber changes plan by e-mail instead. */
  onChoose?: () => void;
  choosing: boolean;
}

/** One plan: name, badges, price plus VAT per month or year, what it is for, its volume, what it includes, and Choose. */
export function PlanCard({ plan, badges, onChoose, choosing }: PlanCardProps) {
  const { t, i18n } = useLingui();
  const tier = planTier(plan.name);
  const price = formatMoney(plan.price);
  const limitText = tier ? formatMoney(planLimit(plan).cents) : null;
  return (
    <li className={`plan-card${badges.includes('current') ? ' plan-card--current' : ''}`}>
      <h3 className="plan-card__name">{plan.name}</h3>
      {badges.length > 0 && (
        <p className="plan-card__badges">
          {badges.map((badge) => (
            <Badge key={badge} tone={BADGE_TONES[badge]}>
              {i18n._(PLAN_BADGE_LABELS[badge])}
            </Badge>
          ))}
        </p>
      )}
      <p className="plan-card__price">
        {plan.type === 'YEAR' ? t`${price} + VAT a year` : t`${price} + VAT a month`}
      </p>
      {tier && <p className="plan-card__description">{i18n._(PLAN_DESCRIPTIONS[tier])}</p>}
      {limitText && (
        <p className="plan-card__limit">
          {plan.type === 'YEAR' ? t`Up to ${limitText} in payments a year` : t`Up to ${limitText} in payments a month`}
        </p>
      )}
      <PlanFeatures paid />
      {onChoose && (
        // One short word fits a narrow card; the plan's name is in what a screen reader says (label in name).
        <Button variant="primary" loading={choosing} onClick={onChoose} aria-label={t`Choose ${plan.name}`}>
          {t`Choose`}
        </Button>
      )}
    </li>
  );
}
