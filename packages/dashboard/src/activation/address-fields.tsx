import { validatePostalCode } from '@cobro/contracts';
import { postalCodeQuery } from '@cobro/data';
import { fieldMessage } from '@cobro/i18n';
import { SelectField, TextField } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type UseFormReturn } from 'react-hook-form';

type AddressValues = Record<'country' | 'city' | 'street' | 'postal_code' | 'phone', string>;

/**
 * Country (Spain only), city, street, postal code and phone: the address block of steps 2 and 3. A whole code is
 * looked up as typed (the save looks it up again, from the cache) and its province shown under it, so the merchant
 * sees the code is the one meant.
 */
export function AddressFields<V extends AddressValues>({ form }: { form: UseFormReturn<V, unknown, unknown> }) {
  const { t } = useLingui();
  const typed = form as unknown as UseFormReturn<AddressValues, unknown, unknown>;
  const { errors } = typed.formState;
  const [country, postalCode] = useWatch({ control: typed.control, name: ['country', 'postal_code'] });
  const code = postalCode?.trim() ?? '';
  const lookup = useQuery({ ...postalCodeQuery(country, code), enabled: validatePostalCode(country, code).ok });
  const province = lookup.data?.province;
  const field = (name: keyof AddressValues) => ({
    ...typed.register(name),
    error: errors[name]?.message && fieldMessage(errors[name].message),
  });
  return (
    <>
      <SelectField label={t`Country`} options={[{ value: 'ES', label: t`Spain` }]} {...field('country')} />
      <TextField label={t`City`} autoComplete="address-level2" {...field('city')} />
      <TextField label={t`Address`} autoComplete="street-address" {...field('street')} />
      <TextField
        label={t`Postal code`}
        inputMode="numeric"
        autoComplete="postal-code"
        hint={province ? t`Province: ${province}` : undefined}
        {...field('postal_code')}
      />
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
