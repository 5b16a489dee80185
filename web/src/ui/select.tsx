import { useId, type SelectHTMLAttributes } from 'react';
import { Icon } from './icon';
import './select.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange(value: string): void;
}

/** A labelled native select: keyboard, screen-reader and mobile friendly without extra code. */
export function Select({ label, value, options, onChange, id, className, ...rest }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={['select-field', className].filter(Boolean).join(' ')}>
      <label className="select-field__label" htmlFor={selectId}>
        {label}
      </label>
      <div className="select-field__control">
        <select
          id={selectId}
          className="select-field__select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...rest}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={16} className="select-field__chevron" />
      </div>
    </div>
  );
}
