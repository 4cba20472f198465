import type { Organization, PaymentOption, PaymentOptionName } from '@cobro/contracts';
import { organizationPaymentOptionsQuery, platformPaymentMethodsQuery, useSelectPaymentMethods } from '@cobro/data';
import { errorMessage, fieldMessage } from '@cobro/i18n';
import { ErrorPlaceholder, LoadingPlaceholder, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SECTION_TITLES } from '../../app/section-titles';
import { useDocumentTitle } from '../../app/use-document-title';
import { showApiErrorToast } from '../../common/error-toast';
import { useDialogState } from '../../common/use-dialog-state';
import { PLANS_DIALOG } from '../../plans';
import { ConnectDialog } from './connect-dialog';
import { useBlockedReason } from './method-availability';
import { MethodCard } from './method-card';
import { nextSelection } from './method-selection';
import { CONNECTABLE, OPTION_LABELS, type ConnectableProvider } from './provider-labels';
import { ProviderSection } from './provider-section';

const connectDialog = (provider: ConnectableProvider) => `connect-${provider}`;

/**
 * /dashboard/configuration/payment-methods (services-and-configuration 2, 4): the card provider's methods, then the
 * further providers to connect; ticking a method saves the whole selection at once.
 */
export function PaymentMethodsPage({ organization }: { organization: Organization }) {
  const { i18n } = useLingui();
  const title = i18n._(SECTION_TITLES['payment-methods']);
  useDocumentTitle(title);
  const options = useQuery(organizationPaymentOptionsQuery());
  return (
    <div className="page payment-methods">
      <h1 className="page__title">{title}</h1>
      {options.isPending ? (
        <LoadingPlaceholder lines={6} />
      ) : options.data ? (
        <MethodSections options={options.data} organization={organization} />
      ) : (
        <ErrorPlaceholder
          title={errorMessage('PRO-001') ?? ''}
          description={options.error instanceof Error ? options.error.message : undefined}
          onRetry={() => void options.refetch()}
        />
      )}
    </div>
  );
}

function MethodSections({ options, organization }: { options: PaymentOption[]; organization: Organization }) {
  const { t, i18n } = useLingui();
  const select = useSelectPaymentMethods();
  const dialogs = useDialogState();
  const blockedReason = useBlockedReason(organization);
  // A platform organization connects a provider only once it has a card saved with its partner (services 4): its
  // saved cards are asked for on arrival, so Connect usually knows them already.
  useQuery({ ...platformPaymentMethodsQuery(), enabled: Boolean(organization.platform_id) });
  const client = useQueryClient();
  const [waitingFor, setWaitingFor] = useState<ConnectableProvider | null>(null);

  const toggle = (name: PaymentOptionName, selected: boolean) => {
    const next = nextSelection(options, name, selected);
    if (!next) {
      toast({ title: t`Select at least one method`, description: fieldMessage('no_payment_methods_selected'), tone: 'danger' });
      return;
    }
    const method = i18n._(OPTION_LABELS[name]);
    select.mutate(
      { selected_options: next },
      {
        // Ticking saves at once, with no button to press: the toast is what says it was saved.
        onSuccess: () => toast({ title: selected ? t`Method turned on: ${method}` : t`Method turned off: ${method}`, tone: 'success' }),
        onError: (error) => showApiErrorToast(error),
      },
    );
  };
  // A click before the saved cards are known waits for them (the request under way, or a new one), so the dialog
  // the rule asks for opens whatever the timing.
  const connect = async (provider: ConnectableProvider) => {
    if (!organization.platform_id) return dialogs.open(connectDialog(provider), {});
    const open = (saved: unknown[]) => dialogs.open(saved.length === 0 ? PLANS_DIALOG : connectDialog(provider), {});
    const known = client.getQueryData(platformPaymentMethodsQuery().queryKey);
    if (known) return open(known);
    setWaitingFor(provider);
    try {
      open(await client.ensureQueryData(platformPaymentMethodsQuery()));
    } catch (error) {
      showApiErrorToast(error);
    } finally {
      setWaitingFor(null);
    }
  };
  // While a selection saves, the ticks show it (the answer then replaces the options in the cache).
  const saving = select.isPending ? select.variables.selected_options : null;
  const cards = (list: PaymentOption[]) => (
    <ul className="payment-methods__list">
      {list.map((option) => (
        <MethodCard
          key={option.name}
          option={saving ? { ...option, include: saving.includes(option.name) } : option}
          blocked={blockedReason(option)}
          busy={select.isPending}
          onToggle={(selected) => toggle(option.name, selected)}
        />
      ))}
    </ul>
  );

  return (
    <>
      <section className="provider-section" aria-labelledby="provider-card">
        <h2 id="provider-card" className="provider-section__title">
          <Trans>Card payment provider</Trans>
        </h2>
        <p className="provider-section__description">
          <Trans>Cards and SEPA direct debit through the payment gateway you activated.</Trans>
        </p>
        {cards(options.filter((option) => option.provider === 'stripe'))}
      </section>
      {CONNECTABLE.map((provider) => (
        <ProviderSection
          key={provider}
          provider={provider}
          onConnect={() => void connect(provider)}
          connecting={waitingFor === provider}
          needsPlan={options.some((option) => option.provider === provider && blockedReason(option)?.needsPlan)}
        >
          {cards(options.filter((option) => option.provider === provider))}
        </ProviderSection>
      ))}
      {CONNECTABLE.map((provider) => (
        <ConnectDialog
          key={provider}
          provider={provider}
          open={dialogs.target?.dialog === connectDialog(provider)}
          onClose={dialogs.close}
        />
      ))}
    </>
  );
}
