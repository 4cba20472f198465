import { CustomerStatusFilter, PaymentMethodFilter, PurchaseStatus } from '@cobro/contracts';
import { i18n } from '@cobro/i18n';
import type { ListOption } from '../list-page';
import { CHARGE_FILTER_LABELS, PAYMENT_METHOD_LABELS, PURCHASE_STATUS_LABELS } from './money-texts';

/** The charges status filter: the spec's listing events (refunded, succeeded, failed, pending, disputed). */
export const CHARGE_FILTER_STATUSES = Object.keys(CHARGE_FILTER_LABELS);
export const chargeStatusOptions = (): ListOption[] =>
  CHARGE_FILTER_STATUSES.map((value) => ({ value, label: i18n._(CHARGE_FILTER_LABELS[value]) }));

export const purchaseStatusOptions = (): ListOption[] =>
  PurchaseStatus.options.map((value) => ({ value, label: i18n._(PURCHASE_STATUS_LABELS[value]) }));

export const paymentMethodOptions = (): ListOption[] =>
  PaymentMethodFilter.options.map((value) => ({ value, label: i18n._(PAYMENT_METHOD_LABELS[value]) }));

/** The customers status filter (dashboard-core 2): the status of their charges. */
export const customerStatusOptions = (): ListOption[] =>
  CustomerStatusFilter.options.map((value) => ({ value, label: i18n._(CHARGE_FILTER_LABELS[value]) }));
