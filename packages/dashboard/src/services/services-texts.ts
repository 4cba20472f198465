import type { FutureCharge, PlanType, ServiceStatus } from '@cobro/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BadgeTone } from '@cobro/ui';

export const STATUS_LABELS: Record<ServiceStatus, MessageDescriptor> = {
  DRAFT: msg`Draft`,
  ACTIVE: msg`Active`,
  PAUSED: msg`Paused`,
  DISABLED: msg`Disabled`,
};

/** The badge colour only repeats the status text. */
export const STATUS_TONES: Record<ServiceStatus, BadgeTone> = {
  DRAFT: 'grey',
  ACTIVE: 'green',
  PAUSED: 'yellow',
  DISABLED: 'red',
};


export const PLAN_TYPE_LABELS: Record<PlanType, MessageDescriptor> = {
  fixed: msg`Fixed`,
  variable: msg`Variable`,
};

export const FUTURE_CHARGE_LABELS: Record<FutureCharge, MessageDescriptor> = {
  last_charge: msg`Charge the last usage`,
  no_charge: msg`Do not charge`,
};
