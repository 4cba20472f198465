import { zodResolver } from '@hookform/resolvers/zod';
import { TermsBody, type Organization } from '@cobro/contracts';
import { useUpdateTerms } from '@cobro/data';
import { fieldMessage, isFieldMessageKey } from '@cobro/i18n';
import { Button, TextField, toast, useAdoptedStyles } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SECTION_TITLES } from '../../app/section-titles';
import { useDocumentTitle } from '../../app/use-document-title';
import { showApiErrorToast } from '../../common/error-toast';
import { PortalCancelSetting } from '../../withdrawals';
import css from './terms.css?inline';

/**
 * /dashboard/configuration/terms-and-conditions (services-and-configuration 2, 4, 5): the terms URL the checkout
 * links to, shown, edited and saved; https:// is added when missing and an empty field clears it.
 */
export function TermsPage({ organization }: { organization: Organization }) {
  const styles = useAdoptedStyles(css);
  const { i18n } = useLingui();
  const title = i18n._(SECTION_TITLES['terms-and-conditions']);
  useDocumentTitle(title);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!editing && returnFocus.current) editButton.current?.focus();
    returnFocus.current = false;
  }, [editing]);
  const done = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <div ref={styles} className="page terms">
      <h1 className="page__title">{title}</h1>
      <p className="page__notice">
        <Trans>Your customers see this link in the checkout before they pay.</Trans>
      </p>
      {editing ? (
        <TermsForm tyc={organization.tyc} onDone={done} />
      ) : (
        <div className="terms__display">
          <dl className="terms__values">
            <dt>
              <Trans>Terms and conditions URL</Trans>
            </dt>
            <dd translate="no">
              {organization.tyc ? (
                <a href={organization.tyc} target="_blank" rel="noreferrer">
                  {organization.tyc}
                </a>
              ) : (
                <Trans>Not set</Trans>
              )}
            </dd>
          </dl>
          <Button ref={editButton} onClick={() => setEditing(true)}>
            <Trans>Edit URL</Trans>
          </Button>
        </div>
      )}
      <PortalCancelSetting />
    </div>
  );
}

type Values = z.input<typeof TermsBody>;
type Output = z.output<typeof TermsBody>;

function TermsForm({ tyc, onDone }: { tyc: string | null; onDone: () => void }) {
  const { t } = useLingui();
  const save = useUpdateTerms();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(TermsBody), defaultValues: { tyc: tyc ?? '' } });
  const message = form.formState.errors.tyc?.message;
  useEffect(() => form.setFocus('tyc'), [form]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const organization = await save.mutateAsync(body);
      toast({ title: t`Terms URL saved`, description: organization.tyc ?? t`The checkout shows no terms link.`, tone: 'success' });
      onDone();
    } catch (failure) {
      showApiErrorToast(failure);
    }
  });

  return (
    <form className="terms__form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t`Terms and conditions URL`}
        hint={t`For example tienda.es/condiciones; https:// is added. Leave it empty to show no link.`}
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        error={message ? (isFieldMessageKey(message) ? fieldMessage(message) : message) : undefined}
        {...form.register('tyc')}
      />
      <div className="terms__actions">
        <Button variant="primary" type="submit" loading={save.isPending}>
          <Trans>Save</Trans>
        </Button>
        <Button onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
