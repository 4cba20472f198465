import type { ServiceStatus } from '@cobro/contracts';
import { Badge } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { STATUS_LABELS, STATUS_TONES } from './services-texts';

export function StatusBadge({ status }: { status: ServiceStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={STATUS_TONES[status]}>{i18n._(STATUS_LABELS[status])}</Badge>;
}
