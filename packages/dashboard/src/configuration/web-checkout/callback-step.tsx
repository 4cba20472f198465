import { zodResolver } from '@hookform/resolvers/zod';
import { EditCallbackUrlBody, type WidgetConfiguration } from '@cobro/contracts';
import { useEditCallbackUrl, useToggleCallback } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { Button, CheckboxField, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showApiErrorToast } from '../../common/error-toast';
import { CallbackSecret } from './callback-secret';
import { DeliveriesTable } from './deliveries-table';
import { UrlField } from './url-field';
import { urlFieldError, withoutHttps } from './url-rules';

type Props = Pick<WidgetConfiguration, 'callback_url' | 'callback_url_enabled'>;

/**
 * Step 4, callback customisation (services-and-configuration 4): the toggle, the URL (editable only while callbacks
 * are on), the secret the merchant verifies signatures with, and the delivery log with a manual resend.
 */
export function CallbackStep({ callback_url, callback_url_enabled }: Props) {
  const { t } = useLingui();
  const toggle = useToggleCallback();
  // The switch moves at once to where the merchant put it, and goes back if a call fails; the URL field follows the
  // saved state. The call toggles, so a click while one is saving is kept and saved after it (one call more only if
  // the switch then differs from what was saved): a quick off-and-on is never lost.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const pending = toggle.isPending;
  useEffect(() => {
    if (wanted === null || pending) return;
    if (wanted === callback_url_enabled) return setWanted(null);
    toggle.mutate(undefined, {
      onError: (error) => {
        setWanted(null);
        showApiErrorToast(error, 'WID-003');
      },
    });
  }, [wanted, pending, callback_url_enabled, toggle]);
  return (
    <div className="web-checkout__stack">
      <p className="web-checkout__text">
        <Trans>
          After every payment, refund or dispute we send the charge data to your callback URL, signed so you can check it
          comes from us.
        </Trans>
      </p>
      <CheckboxField
        role="switch"
        label={t`Send callbacks`}
        checked={wanted ?? callback_url_enabled}
        aria-busy={pending || undefined}
        onChange={() => setWanted(!(wanted ?? callback_url_enabled))}
      />
      <CallbackUrlForm url={callback_url} enabled={callback_url_enabled} />
      <CallbackSecret />
      <DeliveriesTable />
    </div>
  );
}

type Values = z.input<typeof EditCallbackUrlBody>;
type Output = z.output<typeof EditCallbackUrlBody>;

function CallbackUrlForm({ url, enabled }: { url: string | null; enabled: boolean }) {
  const { t } = useLingui();
  const save = useEditCallbackUrl();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(EditCallbackUrlBody),
    values: { callback_url: withoutHttps(url) },
    resetOptions: { keepDirtyValues: true },
  });
  const error = form.formState.errors.callback_url?.message;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast({ title: t`Callback URL saved`, description: body.callback_url, tone: 'success' });
    } catch (failure) {
      const message = urlFieldError(failure, 'callback_url');
      if (message) form.setError('callback_url', { message }, { shouldFocus: true });
      else showApiErrorToast(failure, 'WID-004');
    }
  });

  return (
    <form className="web-checkout__form" noValidate onSubmit={onSubmit}>
      <UrlField
        label={t`Callback URL`}
        hint={enabled ? t`An https address of your server, for example tienda.ejemplo.es/cobro/callback.` : t`Turn callbacks on to edit it.`}
        placeholder="tienda.ejemplo.es/cobro/callback"
        disabled={!enabled}
        error={error ? fieldMessage(error) : undefined}
        {...form.register('callback_url')}
      />
      <div className="web-checkout__actions">
        <Button variant="primary" type="submit" disabled={!enabled} loading={save.isPending}>
          <Trans>Save callback URL</Trans>
        </Button>
      </div>
    </form>
  );
}
