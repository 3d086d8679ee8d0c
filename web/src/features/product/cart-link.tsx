import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCartCount } from '@/api/cart';
import { CountBadge } from '@/ui/count-badge';
import { CartIcon } from '@/ui/icons';
import '@/ui/screen-header.css';
import { paths } from '@/routing/paths';

/** The product page's way to the cart, with how many items it holds. */
export function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Link
      to={paths.bag()}
      className="screen-header-button count-badge-anchor"
      aria-label={t('product.cartLink', { count })}
    >
      <CartIcon size="1.25rem" />
      <CountBadge count={count} />
    </Link>
  );
}
