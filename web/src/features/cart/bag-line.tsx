import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrashIcon } from '@/ui/icons';
import { LazyImage } from '@/ui/lazy-image';
import { useMoney } from '@/ui/money';
import type { CartItem } from '@/api/cart';
import { LineQuantity } from './quantity-stepper';
import { useDebouncedQuantity } from './use-debounced-quantity';
import { paths } from '@/routing/paths';

/** One product in the cart: tick, picture, name, price, quantity, remove. */
export function BagLine({
  item,
  merId,
  onSelect,
  onQuantity,
  onRemove,
  first = false,
}: {
  item: CartItem;
  merId: number;
  /** The top line: its picture is the largest of the first screen, loaded first. */
  first?: boolean;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => Promise<unknown>;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { quantity, change, pending } = useDebouncedQuantity(item.quantity, onQuantity);
  return (
    <li className="bag-line">
      <input
        type="checkbox"
        className="bag-check"
        checked={item.selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={t('cart.selectLine', { name: item.name })}
      />
      {/* Same link as the name beside it: a bigger target for a thumb, silent for a screen reader. */}
      <Link
        to={paths.detail(item.product_id, merId)}
        className="bag-line-picture"
        tabIndex={-1}
        aria-hidden="true"
      >
        <LazyImage src={item.image} alt="" priority={first} />
      </Link>
      <div className="bag-line-body">
        <Link to={paths.detail(item.product_id, merId)} className="bag-line-name">
          {item.name}
        </Link>
        <span className="bag-line-price">{money(item.price)}</span>
        <div className="bag-line-row">
          <LineQuantity name={item.name} value={quantity} stock={item.stock} onChange={change} />
          <button
            type="button"
            className="bag-line-remove"
            onClick={onRemove}
            aria-label={t('cart.removeNamed', { name: item.name })}
          >
            <TrashIcon size="1.125rem" color="currentColor" />
          </button>
        </div>
        {item.quantity > item.stock && (
          <span className="bag-line-warning">{t('cart.overStock')}</span>
        )}
        <span className="visually-hidden" aria-live="polite">
          {pending ? '' : t('cart.lineSubtotal', { amount: money(item.subtotal) })}
        </span>
      </div>
    </li>
  );
}
