import { zodResolver } from '@hookform/resolvers/zod';
import type { GatewayStep5Body } from '@cobro/contracts';
import { useGatewayStep } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { SelectField, TextField } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { StepFormProps } from './company-step-form';
import { StepActions } from './step-actions';
import { showStepError } from './step-errors';
import { bankDefaults, bankForm, type BankFormValues } from './step-form-schemas';

/**
 * Step 5, the bank account (public-flows 5): a Spanish IBAN typed twice (spaces removed, equal), the tax id;
 * country Spain and currency euro are the only options.
 */
export function BankStepForm({ organization, onSaved, ...actions }: StepFormProps) {
  const { t } = useLingui();
  const save = useGatewayStep(5);
  const form = useForm<BankFormValues, unknown, GatewayStep5Body>({
    resolver: zodResolver(bankForm),
    defaultValues: bankDefaults(organization),
  });
  const { errors } = form.formState;
  const field = (name: keyof BankFormValues) => ({
    ...form.register(name),
    error: errors[name]?.message && fieldMessage(errors[name].message),
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      onSaved(await save.mutateAsync(body));
    } catch (failure) {
      showStepError(failure, form);
    }
  });

  return (
    <form className="step-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField label={t`Tax ID (NIF, NIE or CIF)`} autoComplete="off" {...field('nif')} />
      <SelectField label={t`Country`} options={[{ value: 'ES', label: t`Spain` }]} {...field('country')} />
      <SelectField label={t`Currency`} options={[{ value: 'EUR', label: t`Euro (EUR)` }]} {...field('currency')} />
      <TextField label={t`IBAN`} autoComplete="off" spellCheck={false} {...field('account_number')} />
      <TextField label={t`Confirm the IBAN`} autoComplete="off" spellCheck={false} {...field('iban_confirmation')} />
      <StepActions {...actions} saving={form.formState.isSubmitting} />
    </form>
  );
}
