import { zodResolver } from '@hookform/resolvers/zod';
import { ProviderActivateBody } from '@cobro/contracts';
import { paymentProviderQuery, useActivateProvider } from '@cobro/data';
import { fieldMessage, isFieldMessageKey } from '@cobro/i18n';
import { Button, Dialog, TextField, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showApiErrorToast } from '../../common/error-toast';
import { RadioGroup } from '../../common/radio-group';
import { connectFieldErrors, type ConnectField } from './connect-errors';
import { CONNECT_FIELDS } from './connect-fields';
import { PROVIDER_LABELS, type ConnectableProvider } from './provider-labels';

type Values = z.input<typeof ProviderActivateBody>;
type Output = z.output<typeof ProviderActivateBody>;

type Props = { provider: ConnectableProvider; open: boolean; onClose: () => void };

/**
 * Connecting Inespay (api_key, api_token) or Redsys (the same and token) (services-and-configuration 5), asked in
 * the merchant's words (connect-fields.ts): every field required, spaces stripped and Redsys's shapes checked by the
 * contract's schema before sending; the server's refusals land on the fields it names. The environment (decision
 * 1151) starts on the connection's own when changing credentials, on test otherwise.
 */
export function ConnectDialog({ provider, open, onClose }: Props) {
  const { t, i18n } = useLingui();
  const activate = useActivateProvider();
  const label = PROVIDER_LABELS[provider];
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(ProviderActivateBody),
    defaultValues: provider === 'redsys' ? { provider, api_key: '', api_token: '', token: '' } : { provider, api_key: '', api_token: '' },
  });
  const current = useQuery(paymentProviderQuery(provider)).data?.environment ?? 'test';
  const environment = useController({ control: form.control, name: 'environment', defaultValue: 'test' });
  useEffect(() => {
    if (open) form.setValue('environment', current);
  }, [open, current, form]);
  const errors = form.formState.errors;
  const text = (field: ConnectField) => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    if (message === 'marked') return t`Check this value too`;
    return isFieldMessageKey(message) ? fieldMessage(message) : message;
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await activate.mutateAsync(body);
      toast({ title: t`Provider connected`, description: label, tone: 'success' });
      form.reset();
      onClose();
    } catch (failure) {
      const fields = connectFieldErrors(failure, provider);
      if (!fields) return showApiErrorToast(failure, provider === 'inespay' ? 'PRO-004' : 'PRO-005');
      const names = Object.keys(fields) as ConnectField[];
      // The field with words gets focus; the merely marked ones only turn red.
      const first = names.find((name) => fields[name] !== 'marked') ?? names[0];
      for (const name of names) form.setError(name, { message: fields[name] }, { shouldFocus: name === first });
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Connect ${label}`}
      description={
        provider === 'redsys'
          ? t`Type the details your bank gave you with your Redsys terminal. Spaces are removed.`
          : t`Paste the credentials your ${label} account gives you. Spaces are removed.`
      }
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="primary" type="submit" form={`connect-${provider}`} loading={activate.isPending}>
            <Trans>Connect</Trans>
          </Button>
        </>
      }
    >
      <form id={`connect-${provider}`} className="payment-methods__form" noValidate onSubmit={onSubmit}>
        {CONNECT_FIELDS[provider].map((field) => (
          <TextField
            key={field.name}
            label={i18n._(field.label)}
            hint={i18n._(field.hint)}
            inputMode={field.inputMode}
            autoComplete="off"
            spellCheck={false}
            required
            error={text(field.name)}
            {...form.register(field.name)}
          />
        ))}
        <RadioGroup
          legend={t`Environment`}
          value={environment.field.value ?? 'test'}
          options={[
            { value: 'test', label: t`Test (${label}'s test host)` },
            { value: 'live', label: t`Live (real payments)` },
          ]}
          onChange={environment.field.onChange}
        />
      </form>
    </Dialog>
  );
}
