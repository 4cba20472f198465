import { PortalCancel } from '@cobro/contracts';
import { portalSettingsQuery, useUpdatePortalSettings } from '@cobro/data';
import { Button, LoadingPlaceholder, SelectField, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiErrorToast } from '../common/error-toast';

const CANCEL_LABELS = {
  no: msg`No, they ask me`,
  period_end: msg`Yes, at the end of the period paid`,
  at_once: msg`Yes, at once`,
} as const satisfies Record<PortalCancel, unknown>;

/**
 * Whether buyers may cancel a subscription in the buyer portal, and when it ends (decision 1154); at the end of the
 * period paid by default. The withdrawal function is the law's and is always there.
 */
export function PortalCancelSetting() {
  const { t, i18n } = useLingui();
  const query = useQuery(portalSettingsQuery());
  const save = useUpdatePortalSettings();
  const [chosen, setChosen] = useState<PortalCancel | null>(null);
  const value = chosen ?? query.data?.portal_cancel;
  const submit = async () => {
    if (!value) return;
    try {
      await save.mutateAsync({ portal_cancel: value });
      toast({ title: t`Buyer portal setting saved`, tone: 'success' });
      setChosen(null);
    } catch (error) {
      showApiErrorToast(error);
    }
  };
  return (
    <section className="money-card" aria-labelledby="portal-cancel-title">
      <h2 id="portal-cancel-title" className="money-card__title">
        <Trans>Buyer portal</Trans>
      </h2>
      <p className="money-card__note">
        <Trans>Your buyers see their purchases, download receipts and withdraw from a contract there, by the link in their receipts.</Trans>
      </p>
      {value === undefined ? (
        <LoadingPlaceholder lines={2} />
      ) : (
        <form
          className="money-card__form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <SelectField
            label={t`Buyers may cancel their subscriptions`}
            value={value}
            options={PortalCancel.options.map((option) => ({ value: option, label: i18n._(CANCEL_LABELS[option]) }))}
            onChange={(event) => setChosen(event.target.value as PortalCancel)}
          />
          <Button type="submit" loading={save.isPending} disabled={chosen === null}>
            <Trans>Save</Trans>
          </Button>
        </form>
      )}
    </section>
  );
}
