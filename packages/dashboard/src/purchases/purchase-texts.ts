import type { ManualPaymentMethod, PurchaseBadge } from '@cobro/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PURCHASE_STATUS_LABELS } from '../common/money-texts';

/** The words of the purchase badges table (dashboard-core 4). */
export const PURCHASE_BADGE_LABELS: Record<PurchaseBadge['label'], MessageDescriptor> = {
  ...PURCHASE_STATUS_LABELS,
  debt: msg`Debt`,
  complete: msg`Complete`,
  processing: msg`Processing`,
};

export const MANUAL_PAYMENT_LABELS: Record<ManualPaymentMethod, MessageDescriptor> = {
  transferencia: msg`Bank transfer`,
  bizum: msg`Bizum`,
  efectivo: msg`Cash`,
  débito: msg`Debit card`,
  tpv: msg`Card terminal (POS)`,
  otro: msg`Other`,
};
