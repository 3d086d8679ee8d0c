import { useId } from 'react';
import './form-screen.css';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

export interface ChoiceGroupProps<Value extends string> {
  label: string;
  choices: readonly Choice<Value>[];
  value: Value | undefined;
  onChange: (value: Value) => void;
  error?: string | undefined;
}

/** One of a few options, as radio buttons drawn as pills (refund type, recharge method...). */
export function ChoiceGroup<Value extends string>({
  label,
  choices,
  value,
  onChange,
  error,
}: ChoiceGroupProps<Value>) {
  const name = useId();
  return (
    <fieldset
      className="field-group"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className="field-label">{label}</legend>
      <div className="choice-group-options">
        {choices.map((choice) => (
          <label key={choice.value} className="choice-pill">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              // Read with the option that takes the focus, not only with the group.
              aria-describedby={error ? `${name}-error` : undefined}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <span id={`${name}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
