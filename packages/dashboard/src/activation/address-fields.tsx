import { fieldMessage } from '@cobro/i18n';
import { SelectField, TextField } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';

type AddressValues = Record<'country' | 'city' | 'street' | 'postal_code' | 'phone', string>;

/** Country (Spain only), city, street, postal code and phone: the address block of steps 2 and 3. */
export function AddressFields<V extends AddressValues>({ form }: { form: UseFormReturn<V, unknown, unknown> }) {
  const { t } = useLingui();
  const typed = form as unknown as UseFormReturn<AddressValues, unknown, unknown>;
  const { errors } = typed.formState;
  const field = (name: keyof AddressValues) => ({
    ...typed.register(name),
    error: errors[name]?.message && fieldMessage(errors[name].message),
  });
  return (
    <>
      <SelectField label={t`Country`} options={[{ value: 'ES', label: t`Spain` }]} {...field('country')} />
      <TextField label={t`City`} autoComplete="address-level2" {...field('city')} />
      <TextField label={t`Address`} autoComplete="street-address" {...field('street')} />
      <TextField label={t`Postal code`} inputMode="numeric" autoComplete="postal-code" {...field('postal_code')} />
      <TextField
        label={t`Phone`}
        type="tel"
        autoComplete="tel"
        hint={t`With its country prefix; +34 when none is given.`}
        {...field('phone')}
      />
    </>
  );
}
