import { parseMoney } from '@cobro/contracts';
import { formatAmount, formatMoney } from '@cobro/i18n';
import { useLingui } from '@lingui/react/macro';
import { forwardRef, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export type MoneyFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/** Keys that never belong in an amount (services.invalid_amount): refused as they are typed. */
const REFUSED_KEYS = new Set(['e', 'E', '+', '-']);

function setRefs<T>(node: T, refs: (Ref<T> | undefined)[]) {
  for (const ref of refs) {
    if (typeof ref === 'function') ref(node);
    else if (ref) (ref as { current: T }).current = node;
  }
}

/**
 * The one money input (decision 0304): euros as a person in Spain types them (`1.249,90`, `1249,90`, `49,90`,
 * `49.90`), read by the contracts' `parseMoney`, the same parser the form schemas use. A text input with a decimal
 * keyboard, never `type=number`, which in Chromium turned `49,90` into 4990. On blur a readable amount is written
 * back as `1.249,90`; an unreadable one says why, and an ambiguous `1.249` says what it was read as. That message
 * comes before the form's own (`error`), which is only the rule's key. Spreads react-hook-form's `register()`.
 */
export const MoneyField = forwardRef<HTMLInputElement, MoneyFieldProps>(function MoneyField(
  { error: formError, onBlur, onChange, onKeyDown, ...rest },
  ref,
) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement | null>(null);
  // Whether the text was left (blurred) since it last changed: typing is not interrupted by a message.
  const [left, setLeft] = useState(false);

  const typed = input.current?.value.trim() ?? '';
  const parsed = typed && (left || formError) ? parseMoney(typed) : null;
  let problem: string | undefined;
  if (parsed && !parsed.ok && parsed.problem === 'ambiguous' && parsed.understood !== undefined) {
    const money = formatMoney(parsed.understood);
    const confirm = formatAmount(parsed.understood);
    problem = t`${typed} was read as ${money}. If that is right, write ${confirm}; decimals go after a comma.`;
  } else if (parsed && !parsed.ok && parsed.problem === 'decimals') {
    problem = t`Use at most two decimals, such as 49,90.`;
  } else if (parsed && !parsed.ok) {
    problem = t`Enter an amount such as 1.249,90, without signs or letters.`;
  }

  const blur = (event: FocusEvent<HTMLInputElement>) => {
    const read = parseMoney(event.target.value);
    if (read.ok && event.target.value !== formatAmount(read.cents)) {
      event.target.value = formatAmount(read.cents);
      // react-hook-form reads the new text from the event, before the blur validates it.
      onChange?.(event as unknown as ChangeEvent<HTMLInputElement>);
    }
    setLeft(true);
    onBlur?.(event);
  };

  return (
    <TextField
      {...rest}
      ref={(node) => setRefs(node, [input, ref])}
      inputMode="decimal"
      autoComplete="off"
      error={problem ?? formError}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (REFUSED_KEYS.has(event.key)) event.preventDefault();
        onKeyDown?.(event);
      }}
      onChange={(event) => {
        setLeft(false);
        onChange?.(event);
      }}
      onBlur={blur}
    />
  );
});
