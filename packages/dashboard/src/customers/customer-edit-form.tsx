import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@cobro/client';
import type { CustomerDetail, CustomerUpdateBody } from '@cobro/contracts';
import { useUpdateCustomer } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { Button, TextField, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { showApiErrorToast } from '../common/error-toast';
import { customerForm, customerFormDefaults, type CustomerFormValues } from './customer-form';

/** Server field names that the form shows under another name. */
const FORM_FIELD: Record<string, keyof CustomerFormValues> = { dni: 'tax_id', cif: 'tax_id', prefix: 'phone' };

/** The account card's edit form: every field of dashboard-core 5, errors tied to their fields. */
export function CustomerEditForm({ customer, onDone }: { customer: CustomerDetail; onDone: () => void }) {
  const { t } = useLingui();
  const update = useUpdateCustomer();
  const schema = useMemo(() => customerForm(customer.type), [customer.type]);
  const form = useForm<CustomerFormValues, unknown, CustomerUpdateBody>({
    resolver: zodResolver(schema),
    defaultValues: customerFormDefaults(customer),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: customer.id, body });
      toast({ title: t`Customer updated`, tone: 'success' });
      onDone();
    } catch (error) {
      // Field problems the server found go on their fields; the failure itself is the spec's error toast.
      const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
      fields.forEach(([name, message], index) => {
        const field = (FORM_FIELD[name] ?? name) as Path<CustomerFormValues>;
        if (field in form.getValues()) form.setError(field, { message }, { shouldFocus: index === 0 });
      });
      showApiErrorToast(error, 'CUS-006');
    }
  });

  const field = (name: keyof CustomerFormValues) => ({
    ...form.register(name),
    error: errors[name]?.message && fieldMessage(errors[name].message),
  });

  return (
    <form className="customer-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField label={t`Name`} autoComplete="off" {...field('name')} />
      <TextField label={t`E-mail`} type="email" autoComplete="off" {...field('email')} />
      <TextField label={customer.type === 'PERSON' ? t`DNI or NIE` : t`CIF`} autoComplete="off" {...field('tax_id')} />
      <TextField label={t`Phone`} type="tel" autoComplete="off" hint={t`With its country prefix; +34 when none is given.`} {...field('phone')} />
      <TextField label={t`Country (two-letter code)`} maxLength={2} autoComplete="off" {...field('country')} />
      <TextField label={t`City`} autoComplete="off" {...field('city')} />
      <TextField label={t`Postal code`} autoComplete="off" {...field('postal_code')} />
      <TextField label={t`Address`} autoComplete="off" {...field('street')} />
      <div className="customer-form__actions">
        <Button onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="primary" type="submit" loading={isSubmitting}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
