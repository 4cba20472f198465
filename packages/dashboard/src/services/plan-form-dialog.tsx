import { zodResolver } from '@hookform/resolvers/zod';
import { BILLING_CYCLES_DEFAULT, PlanForm, type PlanBody, type PlanFormValues } from '@cobro/contracts';
import { Button, Dialog } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PlanFormFields } from './plan-form-fields';

/** A new plan: expiration never and 2 billing cycles by default, payment on the day of inscription. */
export const PLAN_FORM_DEFAULTS: PlanFormValues = {
  name: '',
  description: '',
  unit_amount: '',
  type: '',
  recurring: false,
  frequency: '',
  payment_day_choice: 'inscription_day',
  payment_day: '',
  expiration: 'never',
  billing_cycles: BILLING_CYCLES_DEFAULT,
  future_charge: '',
};

type Props = {
  open: boolean;
  onClose: () => void;
  /** Receives the plan as the API takes it (PlanForm's output: cents, numbers, recurring and prorate derived). */
  onSubmit: (plan: PlanBody) => Promise<void> | void;
};

/** The plan form in a dialog, validated by the contract's PlanForm schema. */
export function PlanFormDialog({ open, onClose, onSubmit }: Props) {
  const { t } = useLingui();
  const form = useForm<PlanFormValues, unknown, PlanBody>({
    resolver: zodResolver(PlanForm),
    defaultValues: PLAN_FORM_DEFAULTS,
  });
  // Each opening starts from a blank plan.
  useEffect(() => {
    if (open) form.reset(PLAN_FORM_DEFAULTS);
  }, [open, form]);

  const submit = form.handleSubmit(async (plan) => {
    await onSubmit(plan);
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={t`New plan`}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="primary" type="submit" form="plan-form" loading={form.formState.isSubmitting}>
            <Trans>Add plan</Trans>
          </Button>
        </>
      }
    >
      <form id="plan-form" noValidate onSubmit={(event) => void submit(event)}>
        {open && <PlanFormFields form={form} />}
      </form>
    </Dialog>
  );
}
