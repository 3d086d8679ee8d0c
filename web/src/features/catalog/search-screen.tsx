import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { CloseIcon, SearchIcon, ShopIcon } from '@/ui/icons';
import { ProductList } from '@/ui/product-list';
import { ScreenHeader } from '@/ui/screen-header';
import { useProducts } from './api/get-products';
import { filterFromSearch, type ProductFilter, type ProductSort } from './product-filter';
import { narrowingCount, type SearchNarrowing } from './narrowing-draft';
import { SearchFilter } from './search-filter';
import { searchHistory, useSearchHistory, useSuggestedSearches } from './search-history';
import { SortTabs } from './sort-tabs';
import { ShopResults } from './shop-results';
import { NoResultsSuggestions } from './search-suggestions';
import './catalog.css';
import './search-screen.css';

type SearchKind = 'products' | 'shops';

/** The orders of search results; the API sorts (`sort` of GET /api/index/product), not the page. */
const SEARCH_SORTS: readonly ProductSort[] = ['default', 'price_asc', 'price_desc', 'sales'];

function sortOf(value: string | null): ProductSort {
  return SEARCH_SORTS.find((sort) => sort === value) ?? 'default';
}

/**
 * The URL query of product results: the words first, then what narrows or orders them
 * (`?keyword=kite&sort=price_asc&category_id=10&min_price=5&max_price=50`), defaults left out.
 */
function productResultsQuery(keyword: string, sort: ProductSort, narrowing: SearchNarrowing) {
  const params = new URLSearchParams({ keyword });
  if (sort !== 'default') params.set('sort', sort);
  if (narrowing.categoryId !== undefined) params.set('category_id', String(narrowing.categoryId));
  if (narrowing.minPrice) params.set('min_price', narrowing.minPrice);
  if (narrowing.maxPrice) params.set('max_price', narrowing.maxPrice);
  return params;
}

/**
 * Search by product name or shop name. The words and the kind are in the URL query
 * (`?keyword=...&kind=shops`), so Back returns to the previous search; past searches are kept.
 */
export default function SearchScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const kind: SearchKind = params.get('kind') === 'shops' ? 'shops' : 'products';
  const sort = sortOf(params.get('sort'));
  const { categoryId, minPrice, maxPrice } = filterFromSearch(params);
  const narrowing: SearchNarrowing = {
    ...(categoryId !== undefined && { categoryId }),
    ...(minPrice !== undefined && { minPrice }),
    ...(maxPrice !== undefined && { maxPrice }),
  };
  const [draft, setDraft] = useState(keyword);
  const field = useRef<HTMLInputElement>(null);
  // Back or a tapped past search brings other words: the field shows them.
  const [draftOf, setDraftOf] = useState(keyword);
  if (draftOf !== keyword) {
    setDraftOf(keyword);
    setDraft(keyword);
  }

  const search = (words: string, nextKind: SearchKind = kind) => {
    const term = words.trim().replace(/\s+/g, ' ');
    if (!term) return;
    searchHistory.add(term);
    // The first search replaces the empty search screen, so Back from the results goes where the
    // shopper came from (it took two Backs, three from a product); later searches can be walked back.
    setParams(
      { keyword: term, ...(nextKind === 'shops' && { kind: 'shops' }) },
      { replace: !keyword },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(draft);
  };

  return (
    <div className="catalog-screen">
      <ScreenHeader title={t('route.search')} />
      <form role="search" className="search-bar" onSubmit={submit}>
        <div className="search-field">
          <label className="search-field-words">
            <SearchIcon color="var(--color-text-muted)" />
            <span className="visually-hidden">{t('catalog.search.label')}</span>
            <input
              ref={field}
              type="search"
              enterKeyHint="search"
              maxLength={100}
              value={draft}
              placeholder={t('catalog.searchPlaceholder')}
              onChange={(event) => setDraft(event.target.value)}
            />
          </label>
          {/* The app's own clear button (the browser's is hidden): a real button, next in Tab order. */}
          {draft !== '' && (
            <button
              type="button"
              className="search-field-clear"
              aria-label={t('catalog.search.clearWords')}
              onClick={() => {
                setDraft('');
                field.current?.focus();
              }}
            >
              <CloseIcon size="0.75rem" color="currentColor" />
            </button>
          )}
        </div>
        <Button type="submit" size="small">
          {t('catalog.search.submit')}
        </Button>
      </form>
      <div className="search-kinds" role="tablist" aria-label={t('catalog.search.kindLabel')}>
        {(['products', 'shops'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            role="tab"
            aria-selected={kind === choice}
            className="search-kind"
            onClick={() =>
              keyword
                ? setParams(
                    { keyword, ...(choice === 'shops' && { kind: 'shops' }) },
                    { replace: true },
                  )
                : setParams(choice === 'shops' ? { kind: 'shops' } : {}, { replace: true })
            }
          >
            {t(`catalog.search.kind.${choice}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`catalog.search.kind.${kind}`)}>
        {keyword ? (
          kind === 'shops' ? (
            <ShopResults
              keyword={keyword}
              suggestions={
                <NoResultsSuggestions
                  keyword={keyword}
                  onSearch={(term) => search(term, 'products')}
                />
              }
            />
          ) : (
            <ProductResults
              filter={{ keyword, sort, ...narrowing }}
              onSearch={(term) => search(term, 'products')}
              onChange={(next, nextNarrowing) =>
                setParams(productResultsQuery(keyword, next, nextNarrowing), { replace: true })
              }
            />
          )
        ) : (
          <SearchHistory onPick={(term) => search(term)} />
        )}
      </div>
    </div>
  );
}

function ProductResults({
  filter,
  onChange,
  onSearch,
}: {
  filter: ProductFilter & { keyword: string };
  onChange: (sort: ProductSort, narrowing: SearchNarrowing) => void;
  /** Searches other words: a suggestion tapped when nothing was found. */
  onSearch: (term: string) => void;
}) {
  const { t } = useTranslation();
  const { keyword, sort, ...narrowing } = filter;
  const products = useProducts(filter);
  return (
    <>
      <SortTabs sort={sort} onChange={(next) => onChange(next, narrowing)} choices={SEARCH_SORTS} />
      <SearchFilter filter={narrowing} onChange={(next) => onChange(sort, next)} />
      <ProductList
        products={products}
        label={t('catalog.search.resultsFor', { keyword })}
        empty={
          <>
            <EmptyState
              icon={<SearchIcon size="2rem" color="var(--color-brand)" />}
              title={t('catalog.search.noProducts', { keyword })}
              body={t(
                narrowingCount(narrowing) > 0
                  ? 'catalog.search.noFilteredHint'
                  : 'catalog.search.noResultsHint',
              )}
            />
            <NoResultsSuggestions keyword={keyword} onSearch={onSearch} />
          </>
        }
      />
    </>
  );
}

function SearchHistory({ onPick }: { onPick: (term: string) => void }) {
  const { t } = useTranslation();
  const terms = useSearchHistory();
  const suggested = useSuggestedSearches();
  if (terms.length === 0) {
    return (
      <>
        <EmptyState
          icon={<ShopIcon size="2rem" color="var(--color-brand)" />}
          title={t('catalog.search.startTitle')}
          body={t('catalog.search.startBody')}
        />
        <section className="search-history" aria-labelledby="search-suggested-title">
          <h2 id="search-suggested-title">{t('catalog.search.suggested')}</h2>
          <ul className="search-history-terms">
            {suggested.map((term) => (
              <li key={term} className="search-history-term">
                <button type="button" onClick={() => onPick(term)}>
                  {term}
                </button>
              </li>
            ))}
          </ul>
        </section>
      </>
    );
  }
  return (
    <section className="search-history" aria-labelledby="search-history-title">
      <div className="search-history-head">
        <h2 id="search-history-title">{t('catalog.search.history')}</h2>
        <button
          type="button"
          className="search-history-clear"
          onClick={() => searchHistory.clear()}
        >
          {t('catalog.search.clearHistory')}
        </button>
      </div>
      <ul className="search-history-terms">
        {terms.map((term) => (
          <li key={term} className="search-history-term">
            <button type="button" onClick={() => onPick(term)}>
              {term}
            </button>
            <button
              type="button"
              className="search-history-remove"
              aria-label={t('catalog.search.removeTerm', { term })}
              onClick={() => searchHistory.remove(term)}
            >
              <CloseIcon size="0.75rem" color="currentColor" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
