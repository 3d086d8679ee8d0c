import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '@/ui/icons';
import { clampQuantity, maxQuantityOf } from './quantity';

/** Minus, the number (typeable), plus; kept within 1 and the stock. */
export function QuantityStepper({
  value,
  stock,
  onChange,
  disabled = false,
}: {
  value: number;
  stock: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const max = maxQuantityOf(stock);
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (raw: string) => {
    const next = clampQuantity(Number(raw), stock);
    setText(String(next));
    onChange(next);
  };
  return (
    <div className="quantity-stepper" role="group" aria-label={t('product.quantity')}>
      <button
        type="button"
        aria-label={t('product.decrease')}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, stock))}
      >
        <MinusIcon size="0.875rem" color="currentColor" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={t('product.quantity')}
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
        aria-label={t('product.increase')}
        disabled={disabled || value >= max}
        onClick={() => onChange(clampQuantity(value + 1, stock))}
      >
        <PlusIcon size="0.875rem" color="currentColor" />
      </button>
    </div>
  );
}
