import { ApiError } from '@cobro/client';
import { FIELD_MESSAGES } from '@cobro/contracts';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { showApiErrorToast } from '../common/error-toast';

/**
 * A failed step save as the spec shows it (public-flows 8): a toast, and the field errors under their fields (the
 * prefix under the one phone field); a duplicate company name (PG-001) under the company name.
 */
export function showStepError<V extends FieldValues>(error: unknown, form: UseFormReturn<V, unknown, unknown>) {
  const fields: Record<string, string> = error instanceof ApiError ? { ...error.fields } : {};
  if (error instanceof ApiError && error.code === 'PG-001') fields.company_name = FIELD_MESSAGES.companyAlreadyExists;
  const shown = form.getValues();
  Object.entries(fields).forEach(([name, message], index) => {
    const field = (name === 'prefix' ? 'phone' : name) as Path<V>;
    if (field in shown) form.setError(field, { message }, { shouldFocus: index === 0 });
  });
  showApiErrorToast(error);
}
