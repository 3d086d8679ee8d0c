import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '@/ui/icons';

/** The contract's most of one product on a line. */
export const MAX_LINE_QUANTITY = 999;

/** The most the shopper may put on a line: the stock, within 1..999. */
export function maxLineQuantity(stock: number): number {
  return Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.floor(stock)));
}

/** A typed or stepped quantity within 1 and the stock (at most 999); unreadable becomes 1. */
export function clampLineQuantity(value: number, stock: number): number {
  if (Number.isNaN(value)) return 1;
  return Math.min(maxLineQuantity(stock), Math.max(1, Math.floor(value)));
}

/** Minus, the number (typeable), plus, for one cart line named `name`. */
export function LineQuantity({
  name,
  value,
  stock,
  onChange,
}: {
  name: string;
  value: number;
  stock: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (raw: string) => {
    const next = clampLineQuantity(Number(raw), stock);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <div className="bag-stepper" role="group" aria-label={t('cart.quantityOf', { name })}>
      <button
        type="button"
        aria-label={t('cart.decrease', { name })}
        disabled={value <= 1}
        onClick={() => onChange(clampLineQuantity(value - 1, stock))}
      >
        <MinusIcon size="0.875rem" color="currentColor" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={t('cart.quantityOf', { name })}
        value={text}
        onChange={(event) => setText(event.target.value.replace(/\D/g, '').slice(0, 3))}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
      />
      <button
        type="button"
        aria-label={t('cart.increase', { name })}
        disabled={value >= maxLineQuantity(stock)}
        onClick={() => onChange(clampLineQuantity(value + 1, stock))}
      >
        <PlusIcon size="0.875rem" color="currentColor" />
      </button>
    </div>
  );
}
