import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyImage } from '@/ui/lazy-image';
import { useMoney } from '@/ui/money';
import { productPath } from '@/ui/product-card';
import { useRecentlyViewed } from '@/ui/recently-viewed';
import './recently-viewed.css';

/**
 * The products opened last on their page (newest first, from local storage), as a row that scrolls
 * sideways: picture, name, the price when it was seen. Nothing at all while there are none.
 */
export function RecentlyViewed() {
  const { t } = useTranslation();
  const money = useMoney();
  const products = useRecentlyViewed();
  if (products.length === 0) return null;
  return (
    <section className="profile-card" aria-labelledby="profile-recently-viewed">
      <h2 id="profile-recently-viewed" className="profile-card-title">
        {t('account.profile.recentlyViewed')}
      </h2>
      <ul className="recently-viewed">
        {products.map((product) => (
          <li key={product.id}>
            <Link to={productPath(product)} className="recently-viewed-item">
              <LazyImage
                src={product.image}
                alt=""
                className="recently-viewed-picture"
                sizes="104px"
              />
              <span className="recently-viewed-name">{product.name}</span>
              <span className="recently-viewed-price">{money(product.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
