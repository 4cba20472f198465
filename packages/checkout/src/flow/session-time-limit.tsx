import { useExtendCheckoutSession } from '@cobro/data';
import { useFlow } from './flow-context';
import { TimeLimitWarning } from './time-limit-warning';

/** The <pay-button> session's hour, on every step until the payment: warned before it ends, extended on request. */
export function SessionTimeLimit() {
  const { session } = useFlow();
  const extend = useExtendCheckoutSession();
  if (!session) return null;
  return <TimeLimitWarning until={Date.parse(session.expires_at)} onExtend={() => extend.mutateAsync(session.id)} />;
}
