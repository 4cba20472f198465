import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** A field's check: the value to send, or the message key of what is wrong. */
export type FieldCheck = (value: string) => { value: string } | { error: string };

/**
 * One text field checked by a plain function, for the portal's sign-in steps: they are its first screen, so they do
 * without react-hook-form and the schemas (decision 1175), as the checkout's identify step does. As the forms built
 * with react-hook-form behave: nothing is said while typing until the first submit, then the field is checked again
 * as it changes; a submit with the field wrong shows why and focuses it once it is rendered invalid.
 */
export function useOneField(check: FieldCheck) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState<object | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusRequest) ref.current?.focus();
  }, [focusRequest]);

  const errorOf = (text: string) => {
    const checked = check(text);
    return 'error' in checked ? checked.error : undefined;
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    if (submitted) setError(errorOf(event.target.value));
  };
  /** The form's submit: `send` gets the checked value, or the error is shown. */
  const onSubmit = (send: (value: string) => unknown) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const checked = check(value);
    if ('error' in checked) {
      setError(checked.error);
      setFocusRequest({});
      return;
    }
    setError(undefined);
    send(checked.value);
  };
  return { error, input: { ref, value, onChange }, onSubmit };
}
