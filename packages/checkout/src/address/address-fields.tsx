import { SelectField, TextField, type SelectOption } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';

export type AddressField = 'country' | 'city' | 'postal_code' | 'address';

export interface AddressFieldsProps {
  register: (field: AddressField) => UseFormRegisterReturn;
  /** The translated message of a field's error, if any. */
  error: (field: AddressField) => string | undefined;
  /** Fields the checkout session gave as not editable: shown read-only. */
  locked: { has(field: AddressField): boolean };
  /** The countries the step offers, named in the interface language. */
  countries: SelectOption[];
  /** The name shown when the country is locked. */
  countryName: string;
  countryAutoComplete?: string;
}

/** Country, city, postal code and address: the buyer's address on complete-data and complete-location (public-flows 5). */
export function AddressFields({ register, error, locked, countries, countryName, countryAutoComplete }: AddressFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      {locked.has('country') ? (
        <TextField label={t`Country`} value={countryName} readOnly />
      ) : (
        <SelectField
          label={t`Country`}
          options={countries}
          autoComplete={countryAutoComplete}
          error={error('country')}
          {...register('country')}
        />
      )}
      <TextField
        label={t`City`}
        autoComplete="address-level2"
        readOnly={locked.has('city')}
        error={error('city')}
        {...register('city')}
      />
      <TextField
        label={t`Postal code`}
        inputMode="numeric"
        autoComplete="postal-code"
        readOnly={locked.has('postal_code')}
        error={error('postal_code')}
        {...register('postal_code')}
      />
      <TextField
        label={t`Address`}
        autoComplete="street-address"
        readOnly={locked.has('address')}
        error={error('address')}
        {...register('address')}
      />
    </>
  );
}
