import { zodResolver } from '@hookform/resolvers/zod';
import { COPIED_LINK_TOAST_MS, CopyLinkForm, type Plan } from '@cobro/contracts';
import { servicePlanQuery } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { Button, Dialog, SelectField, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

type Props = {
  open: boolean;
  /** Only the plans whose link may be copied (`copyablePlans` of the shared rules). */
  plans: Plan[];
  onClose: () => void;
};

/**
 * The copy-payment-link modal: a plan must be chosen (plans.missing_field); the link is read fresh from the plan
 * detail call, copied to the clipboard and confirmed by a toast that lasts COPIED_LINK_TOAST_MS.
 */
export function CopyLinkDialog({ open, plans, onClose }: Props) {
  const { t } = useLingui();
  const client = useQueryClient();
  const form = useForm<z.input<typeof CopyLinkForm>, unknown, z.output<typeof CopyLinkForm>>({
    resolver: zodResolver(CopyLinkForm),
    values: { plan_id: plans.length === 1 ? plans[0].id : '' },
  });
  const error = form.formState.errors.plan_id?.message;

  const onSubmit = form.handleSubmit(async ({ plan_id }) => {
    const plan = plans.find((p) => p.id === plan_id);
    if (!plan) return;
    try {
      const fresh = await client.fetchQuery({ ...servicePlanQuery(plan.service_id, plan.id), staleTime: 0 });
      if (!fresh.payment_link?.url) throw new Error('no payment link');
      await navigator.clipboard.writeText(fresh.payment_link.url);
      toast({ title: t`Payment link copied`, description: fresh.payment_link.url, tone: 'success', duration: COPIED_LINK_TOAST_MS });
      onClose();
    } catch {
      toast({ title: t`The payment link could not be copied`, description: t`Try again in a moment.`, tone: 'danger' });
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Copy payment link`}
      description={t`Choose the plan whose payment link you want to share.`}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="primary" type="submit" form="copy-link-form" loading={form.formState.isSubmitting}>
            <Trans>Copy link</Trans>
          </Button>
        </>
      }
    >
      <form id="copy-link-form" noValidate onSubmit={onSubmit}>
        <SelectField
          label={t`Plan`}
          placeholder={t`Choose a plan`}
          options={plans.map((plan) => ({ value: plan.id, label: plan.service ? `${plan.service.name} · ${plan.name}` : plan.name }))}
          error={error ? fieldMessage(error) : undefined}
          {...form.register('plan_id')}
        />
      </form>
    </Dialog>
  );
}
