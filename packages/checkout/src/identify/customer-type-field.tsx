import type { HolderType } from '@cobro/contracts';
import { TextField } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

interface Props {
  name: string;
  value: HolderType | '';
  error?: string;
  onChange: (value: HolderType) => void;
}

/**
 * The type the shop set and the buyer cannot change: a read-only text field (radios cannot be read-only), so it
 * stays focusable and is announced as read-only, where disabled radios would be skipped and hidden.
 */
export function LockedCustomerType({ value }: { value: HolderType }) {
  const { t } = useLingui();
  return <TextField label={t`You are buying as`} value={value === 'COMPANY' ? t`A company` : t`A person`} readOnly />;
}

/**
 * The customer type as native radios in a fieldset: arrow keys move between them and screen readers hear the
 * group's question.
 */
export function CustomerTypeField({ name, value, error, onChange }: Props) {
  const { t } = useLingui();
  const errorId = useId();
  const options: { value: HolderType; label: string }[] = [
    { value: 'PERSON', label: t`A person` },
    { value: 'COMPANY', label: t`A company` },
  ];
  return (
    <fieldset
      className={error ? 'choice choice--invalid' : 'choice'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="choice__legend">{t`You are buying as`}</legend>
      {options.map((option) => (
        <label key={option.value} className="choice__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
