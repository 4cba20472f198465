import { ApiError } from '@cobro/client';
import { FIELD_MESSAGES } from '@cobro/contracts';
import { usePostalCodeCheck } from '@cobro/data';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { showUpdateErrorToast } from '../common/error-toast';

/**
 * Steps 2 and 3 (services-and-configuration 5, 8): before a save, the postal code is checked against the country
 * by the lookup. A code it refuses gets the lookup's message as the field's error; any failure shows the
 * api.error_update toast. Answers whether the save may go on.
 */
export function usePostalCodeLookup<V extends FieldValues & { postal_code: string }>(form: UseFormReturn<V, unknown, unknown>) {
  const check = usePostalCodeCheck();
  return async (country: string, postalCode: string): Promise<boolean> => {
    const result = await check(country, postalCode);
    if (result.outcome === 'ok') return true;
    if (result.outcome === 'mismatch') {
      const message = (result.error instanceof ApiError && result.error.fields?.postal_code) || FIELD_MESSAGES.invalidPostalCode;
      form.setError('postal_code' as Path<V>, { message }, { shouldFocus: true });
    }
    showUpdateErrorToast(result.error);
    return false;
  };
}
