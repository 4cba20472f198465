import type { ProviderCheck } from '@cobro/contracts';
import { useCheckProvider, useDisconnectProvider } from '@cobro/data';
import { errorMessage } from '@cobro/i18n';
import { Button, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '../../common/confirm-dialog';
import { showApiErrorToast } from '../../common/error-toast';
import { PROVIDER_LABELS, type ConnectableProvider } from './provider-labels';

/** The code of refused credentials when the check names none: each provider's own (services-and-configuration 8). */
const REFUSED: Record<ConnectableProvider, string> = { inespay: 'PRO-003', redsys: 'PRO-005' };

/**
 * A connected provider's check (when it has credentials to check) and disconnection (decision 1151). The check says what failed: the credentials refused
 * (PRO-005, PRO-003), or the provider's host of the connection's environment not reached (PRO-004). Disconnecting asks
 * first; the provider's record and options are then read afresh.
 */
export function ProviderConnection({ provider, checkable }: { provider: ConnectableProvider; checkable: boolean }) {
  const { t } = useLingui();
  const check = useCheckProvider();
  const disconnect = useDisconnectProvider();
  const [confirming, setConfirming] = useState(false);
  const label = PROVIDER_LABELS[provider];

  const report = ({ ok, reached, environment, code }: ProviderCheck) => {
    if (ok && reached) {
      const title = environment === 'live' ? t`Connection to ${label} works (live)` : t`Connection to ${label} works (test)`;
      return toast({ title, tone: 'success' });
    }
    // A refusal the provider named (or made on its reachable host) says so even when the host was not reached.
    if (!ok && (reached || code === 'PRO-003' || code === 'PRO-005')) {
      const refused = code ?? REFUSED[provider];
      return toast({ title: t`${label} refused the credentials`, description: `${refused}: ${errorMessage(refused) ?? ''}`, tone: 'danger' });
    }
    const why = environment === 'live' ? t`Its live host did not answer. Try again in a few minutes.` : t`Its test host did not answer: outside production, its payments use the sandbox until it does.`;
    toast({ title: t`${label} could not be reached`, description: `PRO-004: ${why}`, tone: 'warning' });
  };

  const runDisconnect = async () => {
    try {
      await disconnect.mutateAsync(provider);
      toast({ title: t`${label} disconnected`, tone: 'success' });
    } catch (error) {
      showApiErrorToast(error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      {checkable && (
        <Button
          aria-label={t`Check connection to ${label}`}
          loading={check.isPending}
          onClick={() => check.mutate(provider, { onSuccess: report, onError: (error) => showApiErrorToast(error) })}
        >
          <Trans>Check connection</Trans>
        </Button>
      )}
      <Button aria-label={t`Disconnect ${label}`} onClick={() => setConfirming(true)}>
        <Trans>Disconnect</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t`Disconnect ${label}?`}
        description={t`Its credentials are deleted. Outside production, its methods go back to the sandbox: simulated payments, no real money.`}
        confirmLabel={t`Disconnect`}
        busy={disconnect.isPending}
        onConfirm={() => void runDisconnect()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
