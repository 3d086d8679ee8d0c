import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '@/ui/quantity-stepper';

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
  return (
    <QuantityStepper
      className="bag-stepper"
      value={value}
      stock={stock}
      onChange={onChange}
      label={t('cart.quantityOf', { name })}
      decreaseLabel={t('cart.decrease', { name })}
      increaseLabel={t('cart.increase', { name })}
    />
  );
}
