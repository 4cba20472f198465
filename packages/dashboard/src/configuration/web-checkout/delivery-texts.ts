import type { WebhookDelivery } from '@cobro/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BadgeTone } from '@cobro/ui';

type DeliveryStatus = WebhookDelivery['status'];

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, MessageDescriptor> = {
  pending: msg`Retrying`,
  delivered: msg`Delivered`,
  failed: msg`Failed`,
  disabled: msg`Endpoint disabled`,
};

/** The badge colour only repeats the status text. */
export const DELIVERY_STATUS_TONES: Record<DeliveryStatus, BadgeTone> = {
  pending: 'yellow',
  delivered: 'green',
  failed: 'red',
  disabled: 'grey',
};
