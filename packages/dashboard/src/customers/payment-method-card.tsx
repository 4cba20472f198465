import type { PaymentMethod } from '@cobro/contracts';
import { useLingui } from '@lingui/react/macro';
import { PAYMENT_METHOD_LABELS } from '../common/money-texts';
import { PaymentMethodImage } from '../common/payment-method-image';

/** One stored payment method of a customer: its image by name, its kind and the last four digits. */
export function PaymentMethodCard({ method }: { method: PaymentMethod }) {
  const { t, i18n } = useLingui();
  const kind = method.brand ?? i18n._(PAYMENT_METHOD_LABELS[method.type]);
  return (
    <li className="payment-method">
      <PaymentMethodImage image={method.image} label={kind} />
      <span className="payment-method__text">
        <span className="payment-method__kind">{i18n._(PAYMENT_METHOD_LABELS[method.type])}</span>
        {method.last4 && <span>{t`Ending in ${method.last4}`}</span>}
        {method.description && <span className="payment-method__description">{method.description}</span>}
      </span>
    </li>
  );
}
