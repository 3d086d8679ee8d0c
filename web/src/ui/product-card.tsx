import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Schema } from '@/api/api';
import { LazyImage } from './lazy-image';
import { useMoney } from './money';
import { PRODUCT_CARD_SIZES } from './picture-sizes';
import { Skeleton } from './skeleton';
import './product-card.css';
import { paths } from '@/routing/paths';

/** A product as lists show it (`ProductCard` of the contract). */
export type ProductSummary = Schema<'ProductCard'>;

/** Where a product's page is: /detail/{product}/{mer}. */
export function productPath(product: Pick<ProductSummary, 'id' | 'mer_id'>): string {
  return paths.detail(product.id, product.mer_id);
}

/**
 * One product in a grid: picture, name, price (and the price before a discount), sales.
 * `priority`: a card of the first row, whose picture is the screen's largest (loaded first).
 */
export function ProductCard({
  product,
  priority = false,
}: {
  product: ProductSummary;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const discounted = product.original_price !== product.price;
  return (
    <Link to={productPath(product)} className="product-card">
      <LazyImage
        src={product.image}
        alt=""
        className="product-card-picture"
        sizes={PRODUCT_CARD_SIZES}
        priority={priority}
      />
      <span className="product-card-info">
        <span className="product-card-name">{product.name}</span>
        <span className="product-card-prices">
          <span className="product-card-price">{money(product.price)}</span>
          {discounted && (
            <s className="product-card-original">
              <span className="visually-hidden">{t('productCard.originalPrice')}</span>
              {money(product.original_price)}
            </s>
          )}
        </span>
        <span className="product-card-sales">
          {t('productCard.sold', { count: product.sales })}
        </span>
      </span>
    </Link>
  );
}

/** Products in two columns, as a list for screen readers. */
export function ProductGrid({
  products,
  label,
  priorityCount = 0,
}: {
  products: readonly ProductSummary[];
  label?: string;
  /** How many first cards load their pictures at once, first (the grid tops the screen). */
  priorityCount?: number;
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

/** Grey cards while the first page loads. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className="product-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="product-card">
          <Skeleton height="auto" className="product-card-picture product-card-skeleton" />
          <span className="product-card-info">
            <Skeleton height="0.9em" />
            <Skeleton height="0.9em" width="60%" />
          </span>
        </li>
      ))}
    </ul>
  );
}
