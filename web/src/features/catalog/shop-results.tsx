import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/ui/empty-state';
import { ShopIcon, StarIcon } from '@/ui/icons';
import { LazyImage } from '@/ui/lazy-image';
import { InfiniteList } from '@/ui/infinite-list';
import { SkeletonRows } from '@/ui/skeleton-rows';
import { useShopSearch } from './api/search-shops';
import { paths } from '@/routing/paths';

/**
 * Shops whose name matches the search, each leading to its page; `suggestions` under the empty
 * state when none does.
 */
export function ShopResults({
  keyword,
  suggestions,
}: {
  keyword: string;
  suggestions?: ReactNode;
}) {
  const { t } = useTranslation();
  const shops = useShopSearch(keyword);
  return (
    <InfiniteList
      query={shops}
      pending={
        <SkeletonRows
          className="shop-results"
          aria-hidden="true"
          rows={3}
          row={{
            rowClassName: 'shop-result',
            thumb: { width: 48, height: 48, radius: '50%' },
            lines: ['50%', '80%'],
          }}
        />
      }
      empty={
        <>
          <EmptyState
            icon={<ShopIcon size="2rem" color="var(--color-brand)" />}
            title={t('catalog.search.noShops', { keyword })}
            body={t('catalog.search.noResultsHint')}
          />
          {suggestions}
        </>
      }
    >
      {(entries) => (
        <ul className="shop-results" aria-label={t('catalog.search.resultsFor', { keyword })}>
          {entries.map((shop) => (
            <li key={shop.id}>
              <Link to={paths.shop(shop.id)} className="shop-result">
                <LazyImage src={shop.logo} alt="" className="shop-result-logo" />
                <span className="shop-result-text">
                  <span className="shop-result-name">{shop.name}</span>
                  <span className="shop-result-description">{shop.description}</span>
                  <span className="shop-result-facts">
                    <StarIcon size="0.75rem" color="var(--color-brand)" />
                    {t('catalog.search.shopFacts', {
                      rating: shop.rating,
                      products: shop.product_count,
                      followers: shop.follower_count,
                    })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </InfiniteList>
  );
}
