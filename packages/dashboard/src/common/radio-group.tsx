import { useId } from 'react';

export type RadioOption = { value: string; label: string };

type Props = {
  legend: string;
  value: string;
  options: RadioOption[];
  onChange: (value: string) => void;
};

/** Native radios in a fieldset: arrow keys move between them, the legend names the group. */
export function RadioGroup({ legend, value, options, onChange }: Props) {
  const name = useId();
  return (
    <fieldset className="radio-group">
      <legend className="field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="radio-group__option">
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
    </fieldset>
  );
}
