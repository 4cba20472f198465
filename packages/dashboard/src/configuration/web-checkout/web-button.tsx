import { zodResolver } from '@hookform/resolvers/zod';
import { PLAN_DESCRIPTION_MAX, PLAN_NAME_MAX, planFrequencyOf, SERVICE_NAME_MAX, WidgetFrequency } from '@cobro/contracts';
import { fieldMessage, formatAmount } from '@cobro/i18n';
import { MoneyField, SelectField, TextField } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { FREQUENCY_LABELS } from '../../common/frequency-labels';
import { FUTURE_CHARGE_LABELS, PLAN_TYPE_LABELS } from '../../services/services-texts';
import type { ButtonAttribute } from './snippets';
import { WEB_BUTTON_DEFAULTS, WebButtonForm, type WebButtonValues } from './web-button-form';

const PAYMENT_DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));

/**
 * The web-services button: the plan described by its attributes. Validated as it is typed, so the code and the
 * preview follow the form; while a rule fails there is no code to copy.
 */
export function useWebButton() {
  const form = useForm<WebButtonValues, unknown, ButtonAttribute[]>({
    resolver: zodResolver(WebButtonForm),
    defaultValues: WEB_BUTTON_DEFAULTS,
    mode: 'onTouched',
  });
  const parsed = WebButtonForm.safeParse(form.watch());
  return { form, attributes: parsed.success ? parsed.data : null };
}

export function WebButtonFields({ web }: { web: ReturnType<typeof useWebButton> }) {
  const { t, i18n } = useLingui();
  const { register, formState, watch } = web.form;
  const error = (name: keyof WebButtonValues) => {
    const message = formState.errors[name]?.message;
    return message ? fieldMessage(message) : undefined;
  };
  const subscription = watch('type') === 'Subscription';
  const variable = subscription && watch('subscription_type') === 'variable';

  return (
    <form className="web-checkout__fields" noValidate onSubmit={(event) => event.preventDefault()}>
      <TextField label={t`Service name`} maxLength={SERVICE_NAME_MAX} error={error('service_name')} {...register('service_name')} />
      <TextField label={t`Plan name`} maxLength={PLAN_NAME_MAX} error={error('plan_name')} {...register('plan_name')} />
      <TextField
        label={t`Description (optional)`}
        maxLength={PLAN_DESCRIPTION_MAX}
        error={error('description')}
        {...register('description')}
      />
      <MoneyField label={variable ? t`Price per unit (EUR)` : t`Amount (EUR)`} placeholder={formatAmount(4990)} error={error('amount')} {...register('amount')} />
      <SelectField
        label={t`Payment type`}
        options={[
          { value: 'Unique', label: t`One-off payment` },
          { value: 'Subscription', label: t`Subscription` },
        ]}
        {...register('type')}
      />
      {subscription && (
        <>
          <SelectField
            label={t`Frequency`}
            placeholder={t`Choose a frequency`}
            options={WidgetFrequency.options.map((f) => ({ value: f, label: i18n._(FREQUENCY_LABELS[planFrequencyOf(f)]) }))}
            error={error('frequency')}
            {...register('frequency')}
          />
          <TextField
            label={t`Billing cycles (optional, at least 2)`}
            inputMode="numeric"
            error={error('billing_cycles')}
            {...register('billing_cycles')}
          />
          <SelectField
            label={t`Payment day (optional)`}
            placeholder={t`The day of the purchase`}
            options={[...PAYMENT_DAYS.map((d) => ({ value: d, label: d })), { value: 'last_day', label: t`Last day of the month` }]}
            {...register('payment_day')}
          />
          <SelectField
            label={t`Subscription type`}
            options={(['fixed', 'variable'] as const).map((v) => ({ value: v, label: i18n._(PLAN_TYPE_LABELS[v]) }))}
            {...register('subscription_type')}
          />
        </>
      )}
      {variable && (
        <>
          <SelectField
            label={t`When cancelled`}
            placeholder={t`Choose what happens`}
            options={(['last_charge', 'no_charge'] as const).map((v) => ({ value: v, label: i18n._(FUTURE_CHARGE_LABELS[v]) }))}
            error={error('future_charge')}
            {...register('future_charge')}
          />
          <TextField label={t`Units taken with the purchase (optional)`} inputMode="numeric" error={error('consume_units')} {...register('consume_units')} />
          <TextField label={t`External usage id (optional)`} {...register('external_usage_id')} />
        </>
      )}
    </form>
  );
}
