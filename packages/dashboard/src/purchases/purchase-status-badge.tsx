import { purchaseBadge, type PurchaseStatus } from '@cobro/contracts';
import { Badge } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { PURCHASE_BADGE_LABELS } from './purchase-texts';

/** The purchase badges table of dashboard-core 4; where the table names no colour the badge is grey. */
export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  const { i18n } = useLingui();
  const badge = purchaseBadge(status);
  return <Badge tone={badge.tone === 'neutral' ? 'grey' : badge.tone}>{i18n._(PURCHASE_BADGE_LABELS[badge.label])}</Badge>;
}
