import { serviceWithdrawalQuery, useUpdateServiceWithdrawal } from '@cobro/data';
import { Button, CheckboxField, LoadingPlaceholder, TextField, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiErrorToast } from '../common/error-toast';

type Draft = { days: string; excluded: boolean };

/**
 * A service's right of withdrawal (decision 1153): the days a buyer has to withdraw (14 by default, 0 to 365), or
 * excluded (digital content supplied at once with the buyer's consent, goods made to order: the law's exceptions).
 * The checkout asks buyers of an excluded service for that consent; a purchase without it (made before the checkout
 * asked) keeps the period, so the days stay editable (decision 1161).
 */
export function ServiceWithdrawalCard({ serviceId }: { serviceId: string }) {
  const { t } = useLingui();
  const query = useQuery(serviceWithdrawalQuery(serviceId));
  const save = useUpdateServiceWithdrawal();
  const [draft, setDraft] = useState<Draft | null>(null);
  const shown: Draft | null = draft ?? (query.data ? { days: String(query.data.withdrawal_days), excluded: query.data.withdrawal_excluded } : null);
  const days = Number(shown?.days);
  const daysError = shown && (!/^\d+$/.test(shown.days.trim()) || days > 365) ? t`A whole number of days, from 0 to 365` : undefined;
  const submit = async () => {
    if (!shown || daysError) return;
    try {
      await save.mutateAsync({ id: serviceId, withdrawal_days: days, withdrawal_excluded: shown.excluded });
      toast({ title: t`Withdrawal period saved`, tone: 'success' });
      setDraft(null);
    } catch (error) {
      showApiErrorToast(error);
    }
  };
  return (
    <section className="money-card" aria-labelledby="service-withdrawal-title">
      <h2 id="service-withdrawal-title" className="money-card__title">
        <Trans>Right of withdrawal</Trans>
      </h2>
      <p className="money-card__note">
        <Trans>Buyers may withdraw from a purchase of this service in the buyer portal during this period, counted from the purchase.</Trans>
      </p>
      {!shown ? (
        <LoadingPlaceholder lines={2} />
      ) : (
        <form
          className="money-card__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label={t`Withdrawal period (days)`}
            inputMode="numeric"
            value={shown.days}
            error={daysError}
            onChange={(event) => setDraft({ ...shown, days: event.target.value })}
          />
          <CheckboxField
            label={t`Excluded from withdrawal`}
            hint={t`Only where the law allows it, such as digital content supplied at once. The checkout then asks each buyer to request immediate supply and to accept losing the right; a purchase without that consent keeps the period above.`}
            checked={shown.excluded}
            onChange={(event) => setDraft({ ...shown, excluded: event.target.checked })}
          />
          <Button type="submit" loading={save.isPending} disabled={draft === null}>
            <Trans>Save</Trans>
          </Button>
        </form>
      )}
    </section>
  );
}
