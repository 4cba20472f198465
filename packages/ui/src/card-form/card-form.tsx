import { forwardRef } from 'react';
import type { CardFormHandle, CardFormProps } from './card-form-types';
import { SandboxFrame } from './sandbox-frame';
import { cardFormKind } from './sandbox-protocol';
import { StripeElement } from './stripe-element';

/**
 * The card or SEPA form the key calls for: the sandbox frame for pk_sandbox_, Stripe's element for a real key; the
 * buyer's checkout and the dashboard's plan and platform payment pages use it alike (decision 0853). Callers check
 * `cardFormKind` first and show OTFE-004 for a key of neither kind.
 */
export const CardForm = forwardRef<CardFormHandle, CardFormProps>(function CardForm(props, ref) {
  return cardFormKind(props.stripeKey) === 'sandbox' ? <SandboxFrame ref={ref} {...props} /> : <StripeElement ref={ref} {...props} />;
});
