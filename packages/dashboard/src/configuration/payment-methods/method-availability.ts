import { methodLock, type Organization, type PaymentMethodLock, type PaymentOption } from '@cobro/contracts';
import { currentProductPlanQuery, paymentProviderQuery } from '@cobro/data';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isConnectable, PROVIDER_LABELS } from './provider-labels';

/** Each lock of the contract's rules (services-and-configuration 4), said to the merchant. */
export const LOCK_TEXTS: Record<PaymentMethodLock, MessageDescriptor> = {
  unverified: msg`your account is not verified yet.`,
  payouts_disabled: msg`payouts are off on your account.`,
  subscription_required: msg`this method needs a subscription to a plan.`,
  subscription_inactive: msg`your subscription is canceled or unpaid.`,
};

/**
 * Why a method is greyed out, or null when it can be ticked: the contract's methodLock (the server refuses the same
 * additions), then, for a further provider's method, the provider must be connected.
 */
export function useBlockedReason(organization: Organization) {
  const { t, i18n } = useLingui();
  const plan = useQuery(currentProductPlanQuery());
  const inespay = useQuery(paymentProviderQuery('inespay'));
  const redsys = useQuery(paymentProviderQuery('redsys'));
  const active = { inespay: inespay.data?.status === 'active', redsys: redsys.data?.status === 'active' };
  const facts = { organization, subscription: plan.data?.status ?? null };
  return (option: PaymentOption): string | null => {
    const lock = methodLock(option.name, facts);
    if (lock) return i18n._(LOCK_TEXTS[lock]);
    if (isConnectable(option.provider) && !active[option.provider]) {
      const label = PROVIDER_LABELS[option.provider];
      return t`connect ${label} first.`;
    }
    return null;
  };
}
