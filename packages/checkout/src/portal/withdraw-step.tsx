import { WithdrawalBody, type PortalPurchase, type Withdrawal } from '@cobro/contracts';
import { portalPurchaseQuery, usePortalWithdraw } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { Button, LoadingPlaceholder, TextField } from '@cobro/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { PortalError } from './portal-error';
import { PurchaseFacts } from './purchase-facts';
import { useStepHeading } from './use-step-heading';

/** The confirmation step (art. 11a CRD): the contract shown, only the name asked, then "Confirm withdrawal". */
export function WithdrawStep({
  id,
  merchant,
  onBack,
  onDone,
}: {
  id: string;
  merchant: string;
  onBack: () => void;
  onDone: (withdrawal: Withdrawal, purchase: PortalPurchase) => void;
}) {
  const { t } = useLingui();
  const heading = useStepHeading();
  const purchase = useQuery(portalPurchaseQuery(id));
  const withdraw = usePortalWithdraw();
  // One request however many clicks: the form may submit again before the busy state renders.
  const sending = useRef(false);
  const form = useForm<WithdrawalBody>({ resolver: zodResolver(WithdrawalBody), defaultValues: { name: '' } });
  const error = form.formState.errors.name?.message;
  const onSubmit = form.handleSubmit(async (body) => {
    if (sending.current || !purchase.data) return;
    sending.current = true;
    const shown = purchase.data;
    const done = await withdraw.mutateAsync({ id, body }).catch(() => null);
    sending.current = false;
    if (done) onDone(done, shown);
  });
  return (
    <section className="portal__step" aria-labelledby="portal-withdraw-title">
      <h1 id="portal-withdraw-title" className="status__title" ref={heading} tabIndex={-1}>
        {t`Withdraw from the contract`}
      </h1>
      {purchase.isPending ? (
        <LoadingPlaceholder label={t`Loading the purchase`} />
      ) : purchase.isError ? (
        <PortalError error={purchase.error} />
      ) : (
        <>
          <p>
            <Trans>You are withdrawing from this contract. Check it, type your name and confirm.</Trans>
          </p>
          <PurchaseFacts purchase={purchase.data} merchant={merchant} />
          <form className="checkout-form" noValidate onSubmit={onSubmit}>
            <TextField label={t`Your name`} autoComplete="name" error={error ? fieldMessage(error) : undefined} {...form.register('name')} />
            {withdraw.isError && <PortalError error={withdraw.error} />}
            <div className="checkout-form__actions">
              <Button type="submit" variant="primary" loading={withdraw.isPending}>
                {t`Confirm withdrawal`}
              </Button>
              <Button variant="ghost" onClick={onBack}>
                {t`Back`}
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
