import { zodResolver } from '@hookform/resolvers/zod';
import type { GatewayStep2Body } from '@cobro/contracts';
import { useGatewayStep } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { TextField } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { AddressFields } from './address-fields';
import type { StepFormProps } from './company-step-form';
import { StepActions } from './step-actions';
import { showStepError } from './step-errors';
import { usePostalCodeLookup } from './use-postal-code-lookup';
import { contactDefaults, contactForm, type ContactFormValues } from './step-form-schemas';

/** Step 2, contact (public-flows 5): the business address, its phone and its website. */
export function ContactStepForm({ organization, onSaved, ...actions }: StepFormProps) {
  const { t } = useLingui();
  const save = useGatewayStep(2);
  const form = useForm<ContactFormValues, unknown, GatewayStep2Body>({
    resolver: zodResolver(contactForm),
    defaultValues: contactDefaults(organization),
  });
  const lookUpPostalCode = usePostalCodeLookup(form);
  const website = form.formState.errors.website?.message;

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
      <AddressFields form={form} />
      <TextField
        label={t`Website`}
        type="url"
        autoComplete="url"
        {...form.register('website')}
        error={website && fieldMessage(website)}
      />
      <StepActions {...actions} saving={form.formState.isSubmitting} />
    </form>
  );
}
