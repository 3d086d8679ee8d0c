import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '@/ui/quantity-stepper';

/** The quantity to add to the cart or buy now; kept within 1 and the stock. */
export function ProductQuantity({
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
  return (
    <QuantityStepper
      className="quantity-stepper"
      value={value}
      stock={stock}
      onChange={onChange}
      disabled={disabled}
      label={t('product.quantity')}
      decreaseLabel={t('product.decrease')}
      increaseLabel={t('product.increase')}
    />
  );
}
