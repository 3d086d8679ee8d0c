import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { ShopIcon } from './icons';
import { InfiniteList, type ListQuery } from './infinite-list';
import { ProductGrid, ProductGridSkeleton, type ProductSummary } from './product-card';
import './product-list.css';

export type ProductPages = ListQuery<ProductSummary>;

/**
 * An endless product grid over an infinite query: pull to refresh, the next page as the end
 * comes into view, 'no more' at the end, skeletons first, an empty state and a retry on failure.
 */
export function ProductList({
  products,
  label,
  empty,
}: {
  products: ProductPages;
  label?: string;
  /** Shown when there is no product at all (default: a plain 'nothing found'). */
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <InfiniteList
      query={products}
      className="product-list"
      pending={
        <div className="product-list">
          <ProductGridSkeleton count={6} />
        </div>
      }
      empty={
        empty ?? (
          <EmptyState
            icon={<ShopIcon size="2rem" color="var(--color-brand)" />}
            title={t('productList.emptyTitle')}
            body={t('productList.emptyBody')}
          />
        )
      }
    >
      {/* The first row is the screen's largest content on a phone: its pictures come first. */}
      {(entries) => <ProductGrid products={entries} label={label} priorityCount={2} />}
    </InfiniteList>
  );
}
