import { zodResolver } from '@hookform/resolvers/zod';
import type { GatewayStep3Body } from '@cobro/contracts';
import { MINIMUM_AGE } from '@cobro/contracts';
import { useGatewayStep, verifyQuery } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { DateField, TextField } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { AddressFields } from './address-fields';
import type { StepFormProps } from './company-step-form';
import { StepActions } from './step-actions';
import { showStepError } from './step-errors';
import { usePostalCodeLookup } from './use-postal-code-lookup';
import { legalDefaults, legalForm, type LegalFormValues } from './step-form-schemas';

/** The latest birth date of an adult today, for the calendar's range. */
function latestAdultBirthDate() {
  const today = new Date();
  today.setUTCFullYear(today.getUTCFullYear() - MINIMUM_AGE);
  return today.toISOString().slice(0, 10);
}

/**
 * Step 3, the legal representative (role executive): name, date of birth, address and phone (public-flows 5); with
 * nothing saved yet, the name and phone given at sign-up.
 */
export function LegalStepForm({ organization, onSaved, ...actions }: StepFormProps) {
  const { t } = useLingui();
  const save = useGatewayStep(3);
  // The session is in the cache before any step shows (the wizard and the dashboard wait for it): sign-up's name
  // and phone start the step while nothing is saved for it (issue 27, item 9). Read once, as the defaults are.
  const session = useQueryClient().getQueryData(verifyQuery().queryKey);
  const form = useForm<LegalFormValues, unknown, GatewayStep3Body>({
    resolver: zodResolver(legalForm),
    defaultValues: legalDefaults(organization, session?.user),
  });
  const lookUpPostalCode = usePostalCodeLookup(form);
  const { errors } = form.formState;
  const error = (name: keyof LegalFormValues) => errors[name]?.message && fieldMessage(errors[name].message);

  const submit = form.handleSubmit(async (body) => {
    if (!(await lookUpPostalCode(body.country, body.postal_code))) return;
    try {
      onSaved(await save.mutateAsync(body));
    } catch (failure) {
      showStepError(failure, form);
    }
  });

  return (
    <form className="step-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField label={t`Name`} autoComplete="given-name" {...form.register('name')} error={error('name')} />
      <TextField label={t`Last name`} autoComplete="family-name" {...form.register('last_name')} error={error('last_name')} />
      <Controller
        control={form.control}
        name="dob"
        render={({ field }) => (
          <DateField
            label={t`Date of birth`}
            value={field.value}
            onValueChange={field.onChange}
            min="1900-01-01"
            max={latestAdultBirthDate()}
            error={error('dob') || undefined}
          />
        )}
      />
      <AddressFields form={form} />
      <StepActions {...actions} saving={form.formState.isSubmitting} />
    </form>
  );
}
