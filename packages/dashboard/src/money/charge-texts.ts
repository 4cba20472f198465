import { normalizePaymentMethod, type ChargePaymentMethod } from '@cobro/contracts';
import { i18n } from '@cobro/i18n';
import { FAILURE_MESSAGES, PAYMENT_METHOD_LABELS } from './money-texts';

/** A charge's method in words, whatever spelling (upper or lower case) it was stored with. */
export const paymentMethodText = (method: ChargePaymentMethod) => i18n._(PAYMENT_METHOD_LABELS[normalizePaymentMethod(method)]);

/** A provider's failure code as words (generic_decline is shown as its text); an unknown one as the provider wrote it. */
export const failureText = (message: string) => (FAILURE_MESSAGES[message] ? i18n._(FAILURE_MESSAGES[message]) : message);
