import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type Schema } from '@/api/api';
import { categoryLabelKeyOf } from './category-label';
import { categoryKeys } from '@/api/query-keys';

/** One product category (GET /api/index/category). */
export type Category = Schema<'Category'>;

// The home board, explore and the filter all list the categories: one shared query.
export function getCategories(): Promise<Category[]> {
  return api.get('/api/index/category');
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: categoryKeys.all,
    queryFn: getCategories,
    // Categories change with a release, not within a visit.
    staleTime: 10 * 60_000,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}

/** `label(category)`: the translated name; the server's name for a key we do not know. */
export function useCategoryLabel(): (category: Pick<Category, 'key' | 'name'>) => string {
  const { t } = useTranslation();
  return (category) => {
    const key = categoryLabelKeyOf(category.key);
    return key ? t(key) : category.name;
  };
}
