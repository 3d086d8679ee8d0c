import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories, useCategoryLabel } from '@/ui/categories';
import { useSuggestedSearches } from './search-history';
import { paths } from '@/routing/paths';
import './category-chips.css';

/**
 * What a search that found nothing offers instead: the popular searches (other than the words
 * just searched), each searching products at a tap, and the categories, each opening Explore.
 * The categories are left out while they load or when they cannot be read.
 */
export function NoResultsSuggestions({
  keyword,
  onSearch,
}: {
  keyword: string;
  onSearch: (term: string) => void;
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  const categoryLabel = useCategoryLabel();
  const popularId = useId();
  const categoriesId = useId();
  const searched = keyword.trim().toLowerCase();
  const popular = useSuggestedSearches().filter((term) => term.toLowerCase() !== searched);
  return (
    <div className="search-suggestions">
      <section className="search-history" aria-labelledby={popularId}>
        <h2 id={popularId}>{t('catalog.search.suggested')}</h2>
        <ul className="search-history-terms">
          {popular.map((term) => (
            <li key={term} className="search-history-term">
              <button type="button" onClick={() => onSearch(term)}>
                {term}
              </button>
            </li>
          ))}
        </ul>
      </section>
      {categories.data && categories.data.length > 0 && (
        <section className="search-history" aria-labelledby={categoriesId}>
          <h2 id={categoriesId}>{t('catalog.search.browseCategories')}</h2>
          <ul className="search-category-links">
            {categories.data.map((category) => (
              <li key={category.id}>
                <Link to={paths.explore(category.id)} className="category-chip">
                  {categoryLabel(category)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
