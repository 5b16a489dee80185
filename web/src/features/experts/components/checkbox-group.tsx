import './expert-forms.css';

export interface CheckboxGroupProps<Key extends string> {
  legend: string;
  options: readonly (readonly [Key, string])[];
  checked: Record<Key, boolean>;
  onChange(key: Key, checked: boolean): void;
}

/** A fieldset of labelled checkboxes, one per option, read by its legend. */
export function CheckboxGroup<Key extends string>({
  legend,
  options,
  checked,
  onChange,
}: CheckboxGroupProps<Key>) {
  return (
    <fieldset className="expert-checkboxes">
      <legend className="expert-form__legend">{legend}</legend>
      <div className="expert-checkboxes__options">
        {options.map(([key, label]) => (
          <label key={key} className="expert-checkboxes__option">
            <input
              type="checkbox"
              checked={checked[key]}
              onChange={(event) => onChange(key, event.target.checked)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
