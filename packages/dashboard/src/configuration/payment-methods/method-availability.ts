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
  subscription_required: msg`it comes with a paid plan (START, GROWTH or SCALE).`,
  subscription_inactive: msg`your plan is canceled or unpaid.`,
};

/** Why a method cannot be ticked, said to the merchant; `needsPlan` when a plan unlocks it (the card links to them). */
export type Blocked = { reason: string; needsPlan: boolean };

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
  return (option: PaymentOption): Blocked | null => {
    const lock = methodLock(option.name, facts);
    if (lock) return { reason: i18n._(LOCK_TEXTS[lock]), needsPlan: lock === 'subscription_required' || lock === 'subscription_inactive' };
    if (isConnectable(option.provider) && !active[option.provider]) {
      const label = PROVIDER_LABELS[option.provider];
      return { reason: t`connect ${label} first.`, needsPlan: false };
    }
    return null;
  };
}
