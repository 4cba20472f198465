import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordForm } from '@cobro/contracts';
import { fieldMessage } from '@cobro/i18n';
import { Button, PasswordField } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordRulesList } from '../../common/password-rules-list';

type Values = z.input<typeof NewPasswordForm>;

/** The new password and its confirmation, with the live password rules (public-flows 5). */
export function NewPasswordFields({
  onSubmit,
  submitting,
  submitLabel,
}: {
  onSubmit: (password: string) => void;
  submitting: boolean;
  submitLabel: string;
}) {
  const { t } = useLingui();
  const form = useForm<Values, unknown, z.output<typeof NewPasswordForm>>({
    resolver: zodResolver(NewPasswordForm),
    defaultValues: { password: '', passwordcopy: '' },
  });
  const { errors } = form.formState;
  const error = (name: keyof Values) => (errors[name]?.message ? fieldMessage(errors[name].message) : undefined);
  return (
    <form className="auth-page__form" noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.password))}>
      <PasswordField label={t`New password`} autoComplete="new-password" error={error('password')} {...form.register('password')} />
      <PasswordRulesList password={form.watch('password')} />
      <PasswordField
        label={t`Repeat the password`}
        autoComplete="new-password"
        error={error('passwordcopy')}
        {...form.register('passwordcopy')}
      />
      <Button type="submit" variant="primary" loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
