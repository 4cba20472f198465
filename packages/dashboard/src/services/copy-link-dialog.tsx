import { zodResolver } from '@hookform/resolvers/zod';
import { COPIED_LINK_TOAST_MS, CopyLinkForm, type Plan } from '@cobro/contracts';
import { fieldMessage } from '@cobro/i18n';
import { Button, Dialog, SelectField, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { copyPlanLink, planLabel, type CopiedLink } from './copy-plan-link';
import { PaymentLinkDialog } from './payment-link-dialog';

type Props = {
  open: boolean;
  /** Only the plans whose link may be copied (`copyablePlans` of the shared rules). */
  plans: Plan[];
  onClose: () => void;
};

/**
 * Copying a payment link. With one plan to copy (a plan's row, or a service with one such plan) its link is read,
 * copied and shown at once; with several, the spec's modal asks for the plan first (plans.missing_field), then
 * shows the chosen link. The link is read fresh from the plan detail call; the copy is confirmed by a toast that
 * lasts COPIED_LINK_TOAST_MS, and a link that cannot be read is the spec's failure toast.
 */
export function CopyLinkDialog({ open, plans, onClose }: Props) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [shown, setShown] = useState<{ plan: Plan; link: CopiedLink } | null>(null);
  const known = plans.length === 1 ? plans[0] : null;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const reveal = async (plan: Plan, isCurrent: () => boolean = () => true) => {
    const link = await copyPlanLink(client, plan);
    if (!isCurrent()) return;
    if (!link) {
      toast({ title: t`The payment link could not be copied`, description: t`Try again in a moment.`, tone: 'danger' });
      onCloseRef.current();
      return;
    }
    if (link.copied) toast({ title: t`Payment link copied`, description: link.url, tone: 'success', duration: COPIED_LINK_TOAST_MS });
    setShown({ plan, link });
  };

  useEffect(() => {
    if (!open) {
      setShown(null);
      return;
    }
    if (!known) return;
    let current = true;
    void reveal(known, () => current);
    return () => {
      current = false;
    };
    // The plan of an opening is fixed once known (useEntityDialogs): its id says all that matters here.
  }, [open, known?.id]);

  if (shown) return <PaymentLinkDialog open={open} plan={planLabel(shown.plan)} link={shown.link} onClose={onClose} />;
  return <PlanChooserDialog open={open && !known} plans={plans} onChoose={reveal} onClose={onClose} />;
}

/** The spec's copy-payment-link modal: a plan must be chosen (plans.missing_field). */
function PlanChooserDialog({ open, plans, onChoose, onClose }: Props & { onChoose: (plan: Plan) => Promise<void> }) {
  const { t } = useLingui();
  const form = useForm<z.input<typeof CopyLinkForm>, unknown, z.output<typeof CopyLinkForm>>({
    resolver: zodResolver(CopyLinkForm),
    values: { plan_id: '' },
  });
  const error = form.formState.errors.plan_id?.message;
  const onSubmit = form.handleSubmit(async ({ plan_id }) => {
    const plan = plans.find((p) => p.id === plan_id);
    if (plan) await onChoose(plan);
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
          options={plans.map((plan) => ({ value: plan.id, label: planLabel(plan) }))}
          error={error ? fieldMessage(error) : undefined}
          {...form.register('plan_id')}
        />
      </form>
    </Dialog>
  );
}
