import { zodResolver } from '@hookform/resolvers/zod';
import { GatewayStep1Body, MERCHANT_CATEGORY_CODES, type Organization } from '@cobro/contracts';
import { useGatewayStep } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { SelectField, TextField } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { INDUSTRY_LABELS } from './industry-labels';
import { StepActions, type StepActionsProps } from './step-actions';
import { showStepError } from './step-errors';

type Values = z.input<typeof GatewayStep1Body>;

export interface StepFormProps extends Omit<StepActionsProps, 'saving'> {
  organization: Organization;
  onSaved: (organization: Organization) => void;
}

/**
 * Step 1, the company (public-flows 5): name, type and industry. Type and industry are locked once payments are
 * activated (the stored ones are sent); a duplicate name is shown under the name.
 */
export function CompanyStepForm({ organization, onSaved, ...actions }: StepFormProps) {
  const { t, i18n } = useLingui();
  const save = useGatewayStep(1);
  const locked = organization.payments_activated;
  const stored = {
    company_name: organization.company_name,
    company_type: organization.company_type ?? ('' as Values['company_type']),
    company_industry: (organization.company_industry ?? '') as Values['company_industry'],
  };
  const schema = zodResolver(GatewayStep1Body);
  const form = useForm<Values, unknown, GatewayStep1Body>({
    // A disabled control has no value in the form: the locked ones are sent as stored.
    resolver: (values, context, options) =>
      schema(locked ? { ...values, company_type: stored.company_type, company_industry: stored.company_industry } : values, context, options),
    defaultValues: stored,
  });
  const { errors } = form.formState;
  const error = (name: keyof Values) => errors[name]?.message && fieldMessage(errors[name].message);
  const industries = MERCHANT_CATEGORY_CODES.map((code) => ({ value: code, label: i18n._(INDUSTRY_LABELS[code]) })).sort(
    (a, b) => a.label.localeCompare(b.label, i18n.locale),
  );

  const submit = form.handleSubmit(async (body) => {
    try {
      onSaved(await save.mutateAsync(body));
    } catch (failure) {
      showStepError(failure, form);
    }
  });

  return (
    <form className="step-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField label={t`Company name`} autoComplete="organization" {...form.register('company_name')} error={error('company_name')} />
      <SelectField
        label={t`Company type`}
        placeholder={t`Choose…`}
        hint={locked ? t`It cannot change once payments are activated.` : undefined}
        options={[
          { value: 'individual', label: t`Self-employed` },
          { value: 'company', label: t`Company` },
        ]}
        {...form.register('company_type')}
        disabled={locked}
        error={error('company_type')}
      />
      <SelectField
        label={t`Industry`}
        placeholder={t`Choose…`}
        hint={locked ? t`It cannot change once payments are activated.` : undefined}
        options={industries}
        {...form.register('company_industry')}
        disabled={locked}
        error={error('company_industry')}
      />
      <StepActions {...actions} saving={form.formState.isSubmitting} />
    </form>
  );
}
