import type { PurchaseStatus } from '@cobro/contracts';
import { Badge, type BadgeTone } from '@cobro/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const STATUS: Record<PurchaseStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  incomplete: { label: msg`Incomplete`, tone: 'yellow' },
  incomplete_expired: { label: msg`Expired`, tone: 'grey' },
  trialing: { label: msg`Trial`, tone: 'blue' },
  active: { label: msg`Active`, tone: 'green' },
  past_due: { label: msg`Payment due`, tone: 'red' },
  canceled: { label: msg`Canceled`, tone: 'grey' },
  unpaid: { label: msg`Unpaid`, tone: 'red' },
  finished: { label: msg`Finished`, tone: 'grey' },
  paused: { label: msg`Paused`, tone: 'yellow' },
  paid: { label: msg`Paid`, tone: 'green' },
  succeeded: { label: msg`Paid`, tone: 'green' },
  failed: { label: msg`Failed`, tone: 'red' },
  pending: { label: msg`Pending`, tone: 'yellow' },
};

/** A purchase's status as the buyer reads it; the tone repeats the words. */
export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  const { i18n } = useLingui();
  const { label, tone } = STATUS[status];
  return <Badge tone={tone}>{i18n._(label)}</Badge>;
}
