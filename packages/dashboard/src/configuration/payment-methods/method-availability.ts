import type { Organization, PaymentOption } from '@cobro/contracts';
import { paymentProviderQuery } from '@cobro/data';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isConnectable, PROVIDER_LABELS } from './provider-labels';

/**
 * Why a method is greyed out (services-and-configuration 4), or null when it can be ticked: a further provider's
 * method needs the provider connected first.
 */
export function useBlockedReason(_organization: Organization) {
  const { t } = useLingui();
  const inespay = useQuery(paymentProviderQuery('inespay'));
  const redsys = useQuery(paymentProviderQuery('redsys'));
  const active = { inespay: inespay.data?.status === 'active', redsys: redsys.data?.status === 'active' };
  return (option: PaymentOption): string | null => {
    if (isConnectable(option.provider) && !active[option.provider]) {
      const label = PROVIDER_LABELS[option.provider];
      return t`connect ${label} first.`;
    }
    return null;
  };
}
