import { Frequency, FutureCharge, PLAN_DESCRIPTION_MAX, PLAN_NAME_MAX, PlanType, type PlanBody, type PlanFormValues } from '@cobro/contracts';
import { fieldMessage } from '@cobro/i18n';
import { MoneyField, SelectField, TextField } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { RadioGroup } from '../common/radio-group';
import { FUTURE_CHARGE_LABELS, PLAN_TYPE_LABELS } from './services-texts';
import { FREQUENCY_LABELS } from '../common/frequency-labels';

/** Whole numbers refuse e, + and - (services.invalid_amount): a number input would let them through, so block the keys. */
function refuseSigns(event: KeyboardEvent<HTMLInputElement>) {
  if (['e', 'E', '+', '-'].includes(event.key)) event.preventDefault();
}

/** The fields of the plan form (services-and-configuration 5); which ones show follows the choices made. */
export function PlanFormFields({ form }: { form: UseFormReturn<PlanFormValues, unknown, PlanBody> }) {
  const { t, i18n } = useLingui();
  const { errors } = form.formState;
  const error = (name: keyof PlanFormValues) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? fieldMessage(message) : undefined;
  };
  const [type, recurring, frequency, paymentDayChoice, expiration] = form.watch([
    'type',
    'recurring',
    'frequency',
    'payment_day_choice',
    'expiration',
  ]);

  return (
    <div className="plan-form">
      <TextField label={t`Plan name`} maxLength={PLAN_NAME_MAX} error={error('name')} {...form.register('name')} />
      <TextField
        label={t`Description`}
        maxLength={PLAN_DESCRIPTION_MAX}
        error={error('description')}
        {...form.register('description')}
      />
      <MoneyField
        label={t`Amount (EUR)`}
        hint={type === 'variable' ? t`The price of one unit, in euros, with up to two decimals` : t`In euros, with up to two decimals`}
        error={error('unit_amount')}
        {...form.register('unit_amount')}
      />
      <SelectField
        label={t`Type`}
        placeholder={t`Choose a type`}
        options={PlanType.options.map((value) => ({ value, label: i18n._(PLAN_TYPE_LABELS[value]) }))}
        error={error('type')}
        {...form.register('type')}
      />
      {type === 'variable' && (
        <SelectField
          label={t`At the end of the subscription`}
          placeholder={t`Choose what to charge`}
          options={FutureCharge.options.map((value) => ({ value, label: i18n._(FUTURE_CHARGE_LABELS[value]) }))}
          error={error('future_charge')}
          {...form.register('future_charge')}
        />
      )}
      <Controller
        control={form.control}
        name="recurring"
        render={({ field }) => (
          <RadioGroup
            legend={t`Payment`}
            value={field.value ? 'subscription' : 'one-off'}
            options={[
              { value: 'one-off', label: t`One-off payment` },
              { value: 'subscription', label: t`Subscription` },
            ]}
            onChange={(value) => field.onChange(value === 'subscription')}
          />
        )}
      />
      {recurring && (
        <>
          <SelectField
            label={t`Frequency`}
            placeholder={t`Choose a frequency`}
            options={Frequency.options.map((value) => ({ value, label: i18n._(FREQUENCY_LABELS[value]) }))}
            error={error('frequency')}
            {...form.register('frequency')}
          />
          {frequency === 'month' && (
            <>
              <Controller
                control={form.control}
                name="payment_day_choice"
                render={({ field }) => (
                  <RadioGroup
                    legend={t`Payment day`}
                    value={field.value ?? 'inscription_day'}
                    options={[
                      { value: 'inscription_day', label: t`The day of inscription` },
                      { value: 'specific_day', label: t`A specific day of the month` },
                    ]}
                    onChange={field.onChange}
                  />
                )}
              />
              {paymentDayChoice === 'specific_day' && (
                <TextField
                  label={t`Day of the month (1 to 30)`}
                  type="number"
                  min={1}
                  max={30}
                  onKeyDown={refuseSigns}
                  error={error('payment_day')}
                  {...form.register('payment_day')}
                />
              )}
            </>
          )}
          <Controller
            control={form.control}
            name="expiration"
            render={({ field }) => (
              <RadioGroup
                legend={t`Expiration`}
                value={field.value ?? 'never'}
                options={[
                  { value: 'never', label: t`Never` },
                  { value: 'billing_cycles', label: t`After a number of billing cycles` },
                ]}
                onChange={field.onChange}
              />
            )}
          />
          {expiration === 'billing_cycles' && (
            <TextField
              label={t`Billing cycles (at least 2)`}
              type="number"
              min={2}
              onKeyDown={refuseSigns}
              error={error('billing_cycles')}
              {...form.register('billing_cycles')}
            />
          )}
        </>
      )}
    </div>
  );
}
