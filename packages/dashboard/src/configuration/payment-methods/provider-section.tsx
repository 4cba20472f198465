import { ApiError } from '@cobro/client';
import { paymentProviderQuery, useRequestProviderAccess } from '@cobro/data';
import { errorMessage } from '@cobro/i18n';
import { Badge, Button, ErrorPlaceholder, LoadingPlaceholder, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { showApiErrorToast } from '../../common/error-toast';
import { ProviderConnection } from './provider-connection';
import { ENVIRONMENT_BADGES, PROVIDER_DESCRIPTIONS, PROVIDER_LABELS, type ConnectableProvider } from './provider-labels';

type Props = {
  provider: ConnectableProvider;
  /** Opens the connect dialog, or the plans modal for a platform organization without a saved card. */
  onConnect: () => void;
  /** Connect was clicked and waits for what decides the dialog (a platform organization's saved cards). */
  connecting: boolean;
  /**
   * Its methods wait for a paid plan: connecting stays open (credentials can be set up beforehand), and the section
   * says the methods take payments once there is a plan.
   */
  needsPlan: boolean;
  /** The provider's methods, listed under it. */
  children: ReactNode;
};

/**
 * A further provider (services-and-configuration 2): its state, connect and request access, then its methods. Which
 * host its payments use shows at once (decision 1151): the sandbox until connected, then the connection's environment.
 */
export function ProviderSection({ provider, onConnect, connecting, needsPlan, children }: Props) {
  const { t, i18n } = useLingui();
  const record = useQuery(paymentProviderQuery(provider));
  const request = useRequestProviderAccess();
  const label = PROVIDER_LABELS[provider];
  const headingId = `provider-${provider}`;

  const requestAccess = () =>
    request.mutate(
      { provider },
      {
        onSuccess: () => toast({ title: t`Access requested`, description: t`We will write to you when ${label} approves it.`, tone: 'success' }),
        onError: (error) => showApiErrorToast(error, 'PRO-002'),
      },
    );

  let state: ReactNode;
  if (record.isPending) state = <LoadingPlaceholder lines={1} />;
  else if (record.isError) {
    // PRO-001 (services-and-configuration 8): the provider could not be loaded.
    const code = record.error instanceof ApiError && record.error.code !== 'API-500' ? record.error.code : 'PRO-001';
    state = <ErrorPlaceholder title={errorMessage('PRO-001') ?? ''} description={`${code}: ${errorMessage(code) ?? ''}`} onRetry={() => void record.refetch()} />;
  } else if (record.data?.status === 'active') {
    const environment = record.data.environment && ENVIRONMENT_BADGES[record.data.environment];
    // Connected without credentials (null; absent from a back end built to the spec): the sandbox simulates it.
    const simulated = record.data.environment === null;
    state = (
      <div className="provider-section__state">
        <Badge tone="green">
          <Trans>Connected</Trans>
        </Badge>
        {environment && <Badge tone={environment.tone}>{i18n._(environment.label)}</Badge>}
        {simulated && (
          <Badge>
            <Trans>Sandbox</Trans>
          </Badge>
        )}
        {record.data.secret_api_key && <span translate="no">{record.data.secret_api_key}</span>}
        <Button aria-label={t`Change credentials of ${label}`} onClick={onConnect} loading={connecting}>
          <Trans>Change credentials</Trans>
        </Button>
        <ProviderConnection provider={provider} checkable={!simulated} />
      </div>
    );
  } else {
    state = (
      <div className="provider-section__state">
        <Badge>
          <Trans>Sandbox</Trans>
        </Badge>
        {record.data?.status === 'pending' && (
          <Badge tone="yellow">
            <Trans>Access requested</Trans>
          </Badge>
        )}
        <Button variant="primary" onClick={onConnect} loading={connecting}>
          <Trans>Connect {label}</Trans>
        </Button>
        {record.data?.status !== 'pending' && (
          <Button onClick={requestAccess} loading={request.isPending}>
            <Trans>Request access</Trans>
          </Button>
        )}
      </div>
    );
  }

  return (
    <section className="provider-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="provider-section__title">
        {label}
      </h2>
      <p className="provider-section__description">{i18n._(PROVIDER_DESCRIPTIONS[provider])}</p>
      {needsPlan && (
        <p className="provider-section__note">
          <Trans>You can connect {label} now: its methods take payments once you have a paid plan.</Trans>
        </p>
      )}
      {state}
      {record.isSuccess && record.data?.status !== 'active' && (
        <p className="provider-section__note">
          <Trans>Until you connect {label}, its payments use the sandbox: simulated pages, no real money.</Trans>
        </p>
      )}
      {record.data?.status === 'active' && record.data.environment === null && (
        <p className="provider-section__note">
          <Trans>No credentials of {label} are saved: its payments use the sandbox, simulated pages, no real money.</Trans>
        </p>
      )}
      {children}
    </section>
  );
}
