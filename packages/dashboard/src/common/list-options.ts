import { ChargeStatus, CustomerStatusFilter, DISPUTED_CHARGE_STATUSES, PaymentMethodFilter, PurchaseStatus } from '@cobro/contracts';
import { i18n } from '@cobro/i18n';
import type { ListOption } from '../list-page';
import { CHARGE_FILTER_LABELS, PAYMENT_METHOD_LABELS, PURCHASE_STATUS_LABELS } from './money-texts';

/** The charges status filter: the spec's listing events (refunded, succeeded, failed, pending, disputed). */
export const CHARGE_FILTER_STATUSES = Object.keys(CHARGE_FILTER_LABELS);
export const chargeStatusOptions = (): ListOption[] =>
  CHARGE_FILTER_STATUSES.map((value) => ({ value, label: i18n._(CHARGE_FILTER_LABELS[value]) }));

/**
 * The statuses of the API a filter option stands for, as the badges group them (dashboard-core 4): Disputed is every
 * dispute status, Succeeded the bank gateways' `paid` too. The dashboard asks for them all rather than send a group
 * name the contract's enum does not have (decision 1110).
 */
const CHARGE_FILTER_GROUPS: Record<string, readonly ChargeStatus[]> = {
  succeeded: ['succeeded', 'paid'],
  disputed: DISPUTED_CHARGE_STATUSES,
};

/** The list call's statuses for what the charges filter holds; a value that is no charge status is left out. */
export const chargeStatusesOf = (values: readonly string[]): ChargeStatus[] => [
  ...new Set(values.flatMap((value) => CHARGE_FILTER_GROUPS[value] ?? ChargeStatus.options.filter((status) => status === value))),
];

export const purchaseStatusOptions = (): ListOption[] =>
  PurchaseStatus.options.map((value) => ({ value, label: i18n._(PURCHASE_STATUS_LABELS[value]) }));

export const paymentMethodOptions = (): ListOption[] =>
  PaymentMethodFilter.options.map((value) => ({ value, label: i18n._(PAYMENT_METHOD_LABELS[value]) }));

/** The customers status filter (dashboard-core 2): the status of their charges. */
export const customerStatusOptions = (): ListOption[] =>
  CustomerStatusFilter.options.map((value) => ({ value, label: i18n._(CHARGE_FILTER_LABELS[value]) }));
