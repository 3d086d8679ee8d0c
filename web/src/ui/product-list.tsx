import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { ShopIcon } from './icons';
import { LoadError } from './load-error';
import { entriesOf, type ListPage } from './paging';
import { ProductGrid, ProductGridSkeleton, type ProductSummary } from './product-card';
import { PullRefreshList } from './pull-refresh-list';
import './product-list.css';

export type ProductPages = UseInfiniteQueryResult<InfiniteData<ListPage<ProductSummary>>>;

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
  if (products.isPending) {
    return (
      <div className="product-list">
        <ProductGridSkeleton count={6} />
      </div>
    );
  }
  if (products.isError && !products.data) {
    return (
      <LoadError
        onRetry={() => products.refetch()}
        retrying={products.isFetching}
        error={products.error}
      />
    );
  }
  const entries = entriesOf(products.data.pages);
  return (
    <PullRefreshList
      className="product-list"
      onRefresh={() => products.refetch()}
      onLoadMore={() => {
        if (!products.isFetchingNextPage && !products.isFetchNextPageError)
          void products.fetchNextPage();
      }}
      hasMore={products.hasNextPage}
      loadingMore={products.isFetchingNextPage}
      isEmpty={entries.length === 0}
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
      <ProductGrid products={entries} label={label} priorityCount={2} />
      {products.isFetchNextPageError && (
        <div className="product-list-retry">
          <LoadError
            onRetry={() => products.fetchNextPage()}
            retrying={products.isFetchingNextPage}
            error={products.error}
          />
        </div>
      )}
    </PullRefreshList>
  );
}
