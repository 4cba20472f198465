import { zodResolver } from '@hookform/resolvers/zod';
import { EditDomainBody, type WidgetConfiguration } from '@cobro/contracts';
import { useEditDomain } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { Button, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showApiErrorToast } from '../../common/error-toast';
import { UrlField } from './url-field';
import { urlFieldError, withoutHttps } from './url-rules';

/**
 * Step 1, the domain allowed to show the button (services-and-configuration 4: display, edit, save). The widget
 * API answers only this origin, so it is asked for first.
 */
export function DomainStep({ domain }: Pick<WidgetConfiguration, 'domain'>) {
  const [editing, setEditing] = useState(!domain);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!editing && returnFocus.current) editButton.current?.focus();
    returnFocus.current = false;
  }, [editing]);

  if (editing) {
    return (
      <DomainForm
        domain={domain}
        onDone={() => {
          returnFocus.current = true;
          setEditing(false);
        }}
      />
    );
  }
  return (
    <div className="web-checkout__display">
      <dl className="web-checkout__values">
        <dt>
          <Trans>Domain</Trans>
        </dt>
        <dd translate="no">{domain}</dd>
      </dl>
      <Button ref={editButton} onClick={() => setEditing(true)}>
        <Trans>Edit domain</Trans>
      </Button>
    </div>
  );
}

type Values = z.input<typeof EditDomainBody>;
type Output = z.output<typeof EditDomainBody>;

function DomainForm({ domain, onDone }: { domain: string | null; onDone: () => void }) {
  const { t } = useLingui();
  const save = useEditDomain();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(EditDomainBody),
    defaultValues: { domain: withoutHttps(domain) },
  });
  const error = form.formState.errors.domain?.message;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast({ title: t`Domain saved`, description: body.domain, tone: 'success' });
      onDone();
    } catch (failure) {
      const message = urlFieldError(failure, 'domain');
      if (message) form.setError('domain', { message }, { shouldFocus: true });
      else showApiErrorToast(failure, 'WID-002');
    }
  });

  return (
    <form className="web-checkout__form" noValidate onSubmit={onSubmit}>
      <UrlField
        label={t`Domain`}
        hint={t`The website that shows the pay button, without a path: for example tienda.ejemplo.es.`}
        placeholder="tienda.ejemplo.es"
        error={error ? fieldMessage(error) : undefined}
        {...form.register('domain')}
      />
      <div className="web-checkout__actions">
        <Button variant="primary" type="submit" loading={save.isPending}>
          <Trans>Save domain</Trans>
        </Button>
        {domain && (
          <Button onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
