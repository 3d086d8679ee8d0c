import { useState } from 'react';
import { MinusIcon, PlusIcon } from './icons';
import { clampQuantity, maxQuantityOf } from './quantity';

export interface QuantityStepperProps {
  value: number;
  stock: number;
  /** Called with a quantity within 1 and the stock, only when it differs from `value`. */
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** The screen's look for the group (its own sizes). */
  className: string;
  /** Names of the group and field, and of the two buttons, in the shopper's language. */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
}

/** Minus, the number (typeable, taken when the field is left or on Enter), plus. */
export function QuantityStepper({
  value,
  stock,
  onChange,
  disabled = false,
  className,
  label,
  decreaseLabel,
  increaseLabel,
}: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  // A new value from outside (the server's, another tap) replaces what is typed.
  const [textOf, setTextOf] = useState(value);
  if (textOf !== value) {
    setTextOf(value);
    setText(String(value));
  }
  const commit = (raw: string) => {
    const next = clampQuantity(Number(raw), stock);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <div className={className} role="group" aria-label={label}>
      <button
        type="button"
        aria-label={decreaseLabel}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, stock))}
      >
        <MinusIcon size="0.875rem" color="currentColor" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value.replace(/\D/g, '').slice(0, 3))}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
      />
      <button
        type="button"
        aria-label={increaseLabel}
        disabled={disabled || value >= maxQuantityOf(stock)}
        onClick={() => onChange(clampQuantity(value + 1, stock))}
      >
        <PlusIcon size="0.875rem" color="currentColor" />
      </button>
    </div>
  );
}
