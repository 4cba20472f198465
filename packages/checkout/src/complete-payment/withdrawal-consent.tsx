import { CheckboxField } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { forwardRef } from 'react';

export interface WithdrawalConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The buyer chose a method without ticking it: the field says why nothing happened. */
  missing: boolean;
}

/**
 * The consent a service excluded from withdrawal is sold with (art. 16(a) and (m) CRD, art. 103 a) and m) TRLGDCU;
 * decision 1161): the buyer asks for supply during the withdrawal period and acknowledges losing the right. Unticked
 * at first, as the consent must be express; required to pay. Its words are the decision's.
 */
export const WithdrawalConsent = forwardRef<HTMLInputElement, WithdrawalConsentProps>(function WithdrawalConsent({ checked, onChange, missing }, ref) {
  const { t } = useLingui();
  return (
    <CheckboxField
      ref={ref}
      name="withdrawal_consent"
      required
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={t`I ask for the service or digital content to be supplied at once, during the withdrawal period, and I acknowledge that I lose my right of withdrawal: for digital content, once its supply begins; for a service, once it has been fully performed.`}
      error={missing ? t`To pay, tick this box: the shop supplies this service at once only with your consent.` : undefined}
    />
  );
});
