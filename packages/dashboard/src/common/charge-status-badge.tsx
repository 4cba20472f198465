import { chargeStatusGroup, type ChargeStatus } from '@cobro/contracts';
import { Badge, type BadgeTone } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { CHARGE_STATUS_LABELS } from './money-texts';

const TONES: Record<string, BadgeTone> = { succeeded: 'green', incomplete: 'grey', processing: 'blue', error: 'red', disputed: 'yellow' };

/** A charge's status as its display group (dashboard-core 4); a status outside the groups shows its own word. */
export function ChargeStatusBadge({ status }: { status: ChargeStatus }) {
  const { i18n } = useLingui();
  const group = chargeStatusGroup(status);
  const label = group in CHARGE_STATUS_LABELS ? i18n._(CHARGE_STATUS_LABELS[group as keyof typeof CHARGE_STATUS_LABELS]) : group;
  return <Badge tone={TONES[group] ?? 'grey'}>{label}</Badge>;
}
