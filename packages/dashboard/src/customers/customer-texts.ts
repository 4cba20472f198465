import type { HolderType } from '@cobro/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The list's type column says client or company; the detail's badge says person or company (dashboard-core 2). */
export const CUSTOMER_TYPE_LABELS: Record<HolderType, MessageDescriptor> = {
  PERSON: msg`Client`,
  COMPANY: msg`Company`,
};
export const HOLDER_TYPE_LABELS: Record<HolderType, MessageDescriptor> = {
  PERSON: msg`Person`,
  COMPANY: msg`Company`,
};
