import { useEffect, useRef, useState } from 'react';
import { checkIdentify, type IdentifyValues } from './identify-form';

export type IdentifyField = keyof IdentifyValues;

/** A field's message key, and whether the server gave it (verify-id's refusals read differently, decision 0805). */
export interface IdentifyError {
  message: string;
  server?: true;
}
export type IdentifyErrors = Partial<Record<IdentifyField, IdentifyError>>;

/** The form's order: the first of these with an error takes focus. */
export const IDENTIFY_FIELDS: readonly IdentifyField[] = ['customer_type', 'customer_email', 'customer_cif'];

/** The form's own check as shown errors (every field's first message key). */
export function formErrors(values: IdentifyValues): IdentifyErrors {
  const checked = checkIdentify(values);
  if (checked.ok) return {};
  const errors: IdentifyErrors = {};
  for (const field of IDENTIFY_FIELDS) {
    const message = checked.errors[field];
    if (message) errors[field] = { message };
  }
  return errors;
}

/**
 * A field the buyer changed after a Continue: its error is checked again (and a server's message on it goes),
 * the other fields keep theirs until the next Continue; before any Continue nothing is shown while typing.
 */
export function afterChange(errors: IdentifyErrors, values: IdentifyValues, field: IdentifyField, submitted: boolean): IdentifyErrors {
  if (!submitted) return errors;
  const { [field]: _changed, ...others } = errors;
  const again = formErrors(values)[field];
  return again ? { ...others, [field]: again } : others;
}

/**
 * The identify step's three fields as plain controlled inputs: this is the checkout's first screen, so it does
 * without react-hook-form (14 KB gzip of a click, decision 1170), which the later steps keep in their own chunks.
 * `showErrors` puts the errors on their fields and focuses the first one once it is rendered invalid, so a screen
 * reader reads the field with its message (the inputs carry `name`, the form finds them by it).
 */
export function useIdentifyFields(initial: IdentifyValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<IdentifyErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: IdentifyField } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const control = formRef.current?.elements.namedItem(focusRequest.field);
    // A radio group comes as a RadioNodeList: its first radio takes the focus, as the keyboard would reach it.
    const target = control instanceof Element ? control : control?.[0];
    if (target instanceof HTMLElement) target.focus();
  }, [focusRequest]);

  const change = (field: IdentifyField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((current) => afterChange(current, next, field, submitted));
  };

  const showErrors = (next: IdentifyErrors) => {
    setSubmitted(true);
    setErrors(next);
    const first = IDENTIFY_FIELDS.find((field) => next[field]);
    if (first) setFocusRequest({ field: first });
  };

  return { values, errors, formRef, change, showErrors };
}
