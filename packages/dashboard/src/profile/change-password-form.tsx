import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@cobro/client';
import { ChangePasswordBody } from '@cobro/contracts';
import { useChangePassword } from '@cobro/data';
import { fieldMessage, isFieldMessageKey } from '@cobro/i18n';
import { Button, PasswordField } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showApiErrorToast } from '../common/error-toast';
import { PasswordRulesList } from '../common/password-rules-list';

type Values = z.input<typeof ChangePasswordBody>;
const FIELDS = ['current_password', 'password', 'passwordcopy'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);

/**
 * The password change (PUT /auth/password, decision 1130): the current password, then the new one under the sign-up
 * rules, shown live. The server's field messages (a wrong current password is LOG-003 on `current_password`) go
 * under their fields; any other failure (API-007 after too many wrong attempts) is a toast with its code.
 */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const change = useChangePassword();
  const form = useForm<Values, unknown, z.output<typeof ChangePasswordBody>>({
    resolver: zodResolver(ChangePasswordBody),
    defaultValues: { current_password: '', password: '', passwordcopy: '' },
  });
  const { errors } = form.formState;
  const error = (name: keyof Values) => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    return isFieldMessageKey(message) ? fieldMessage(message) : message;
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await change.mutateAsync(body);
      form.reset();
    } catch (failure) {
      const fields = failure instanceof ApiError ? Object.entries(failure.fields ?? {}).filter(([name]) => isField(name)) : [];
      fields.forEach(([name, message], index) => form.setError(name as keyof Values, { message }, { shouldFocus: index === 0 }));
      if (fields.length === 0) showApiErrorToast(failure);
    }
  });

  const title = t`Change the password`;
  return (
    <form className="profile__form" aria-label={title} noValidate onSubmit={onSubmit}>
      <PasswordField label={t`Current password`} autoComplete="current-password" error={error('current_password')} {...form.register('current_password')} />
      <PasswordField label={t`New password`} autoComplete="new-password" error={error('password')} {...form.register('password')} />
      <PasswordRulesList password={form.watch('password')} />
      <PasswordField label={t`Repeat the password`} autoComplete="new-password" error={error('passwordcopy')} {...form.register('passwordcopy')} />
      <div>
        <Button type="submit" variant="primary" loading={change.isPending}>
          {title}
        </Button>
      </div>
      <p role="status" className="profile__status">
        {change.isSuccess ? t`Your password has changed. You are still signed in here; your other sessions have been closed.` : null}
      </p>
    </form>
  );
}
