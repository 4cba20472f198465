import { chargeStatusGroup, type ChargeStatus } from '@cobro/contracts';
import { Badge, type BadgeTone } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { chargeStatusLabel } from './money-texts';

const TONES: Record<string, BadgeTone> = { succeeded: 'green', incomplete: 'grey', processing: 'blue', error: 'red', disputed: 'yellow' };

/** A charge's status as its display group (dashboard-core 4), coloured by the group. */
export function ChargeStatusBadge({ status }: { status: ChargeStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={TONES[chargeStatusGroup(status)] ?? 'grey'}>{i18n._(chargeStatusLabel(status))}</Badge>;
}
