import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryTiles } from './category-tiles';
import { useHomeBoard, type HomeBoard } from './api/get-home-board';
import { useHotProducts } from './api/get-hot-products';
import { useHotShops } from './api/get-hot-shops';
import { useCategories, useCategoryLabel, type Category } from '@/ui/categories';
import { BellIcon, ChevronRightIcon, SearchIcon } from '@/ui/icons';
import { LazyImage } from '@/ui/lazy-image';
import { useScrollHint } from '@/ui/scroll-hint';
import { LoadError } from '@/ui/load-error';
import { QueryState } from '@/ui/query-state';
import { ProductGrid, ProductGridSkeleton } from '@/ui/product-card';
import { Skeleton } from '@/ui/skeleton';
import '@/ui/search-top-bar.css';
import './home-screen.css';
import { paths } from '@/routing/paths';

/** The home board: banners and notices, the categories, hot shops, hot and recommended products. */
export default function HomeScreen() {
  const { t } = useTranslation();
  const board = useHomeBoard();
  return (
    <div className="home">
      <header className="search-top-bar">
        <h1 className="home-brand">{t('app.name')}</h1>
        <Link to={paths.search()} className="search-top-bar-link">
          <SearchIcon color="currentColor" />
          <span>{t('home.searchPlaceholder')}</span>
        </Link>
      </header>

      <QueryState
        query={board}
        pending={<Banners board={undefined} />}
        failed={(retry) => (
          <div className="home-section">
            <LoadError onRetry={retry} retrying={board.isFetching} error={board.error} />
          </div>
        )}
      >
        {(data) => (
          <>
            <Banners board={data} />
            <Notices notices={data.notices} />
          </>
        )}
      </QueryState>
      <Categories />
      <HotShops />
      <HotProducts />
      <Recommended board={board.data} />
    </div>
  );
}

/** The board's recommendations, without the products already shown as hot ones. */
function Recommended({ board }: { board: HomeBoard | undefined }) {
  const { t } = useTranslation();
  const hot = useHotProducts();
  if (!board || !hot.data) return null;
  const shown = new Set(hot.data.list.map((product) => product.id));
  const products = board.recommended.filter((product) => !shown.has(product.id));
  if (products.length === 0) return null;
  return (
    <Section id="home-recommended" title={t('home.recommended')} more={paths.products()}>
      <ProductGrid products={products} />
    </Section>
  );
}

function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="home-section-head">
        <h2 id={id} className="home-section-title">
          {title}
        </h2>
        {more && (
          <Link to={more} className="home-section-link">
            {t('common.seeAll')}
            <span className="visually-hidden">: {title}</span>
            <ChevronRightIcon size="0.75rem" color="currentColor" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function Banners({ board }: { board: HomeBoard | undefined }) {
  const { t } = useTranslation();
  if (!board) return <Skeleton className="home-banner-skeleton" height={176} />;
  if (board.banners.length === 0) {
    // No campaign running: the shop's own welcome banner keeps the board from starting bare.
    return (
      <section className="home-banner" aria-labelledby="home-banner-title">
        <h2 id="home-banner-title" className="home-banner-title">
          {t('home.bannerTitle')}
        </h2>
        <p className="home-banner-body">{t('home.bannerBody')}</p>
        <Link to={paths.explore()} className="home-banner-action">
          {t('home.bannerAction')}
        </Link>
      </section>
    );
  }
  return (
    <section className="home-banners" aria-label={t('home.banners')}>
      <ul className="home-banner-track">
        {board.banners.map((banner, index) => (
          <li key={banner.id} className="home-banner-slide">
            <Campaign banner={banner} index={index} total={board.banners.length} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One banner: its picture behind a headline, a line and a call to action, the words the server's
 * in the shopper's language. The call to action is the link; the whole card answers a tap on it.
 */
function Campaign({
  banner,
  index,
  total,
}: {
  banner: HomeBoard['banners'][number];
  index: number;
  total: number;
}) {
  const { t } = useTranslation();
  const titleId = `home-campaign-${banner.id}`;
  const link = banner.link.startsWith('/') ? banner.link : '';
  return (
    <article className={`home-campaign home-campaign-${index % 3}`} aria-labelledby={titleId}>
      <LazyImage
        src={banner.image}
        alt=""
        aspectRatio="auto"
        className="home-campaign-picture"
        // The first banner is the largest picture of the first screen.
        priority={index === 0}
      />
      <div className="home-campaign-words">
        {/* Where the slide is among the others, for those who hear the page. */}
        <p className="visually-hidden">{t('home.bannerAlt', { number: index + 1, total })}</p>
        <h2 id={titleId} className="home-campaign-title">
          {banner.title}
        </h2>
        {banner.text && <p className="home-campaign-text">{banner.text}</p>}
        {link && banner.action && (
          <Link to={link} className="home-banner-action home-campaign-action">
            {banner.action}
            <ChevronRightIcon size="0.75rem" color="currentColor" />
          </Link>
        )}
      </div>
    </article>
  );
}

function Notices({ notices }: { notices: readonly string[] | undefined }) {
  const { t } = useTranslation();
  if (!notices || notices.length === 0) return null;
  return (
    <section className="home-notices" aria-label={t('home.notices')}>
      <BellIcon color="var(--color-brand)" aria-hidden="true" />
      <ul>
        {/* By position: two notices may say the same thing. */}
        {notices.map((notice, index) => (
          <li key={index}>{notice}</li>
        ))}
      </ul>
    </section>
  );
}

function Categories() {
  const { t } = useTranslation();
  const categories = useCategories();
  return (
    <Section id="home-categories" title={t('home.categories')} more={paths.explore()}>
      <QueryState
        query={categories}
        pending={
          <ul className="home-categories">
            {Array.from({ length: 10 }, (_, index) => (
              // Keys unlike the categories' ids: a placeholder is never reused as a category,
              // which would count as the page moving under the shopper's eyes.
              <li key={`placeholder-${index}`} className="home-category" aria-hidden="true">
                <Skeleton width={44} height={44} radius={14} />
                <Skeleton width="80%" height="0.75em" />
              </li>
            ))}
          </ul>
        }
      >
        {(list) => (
          <ul className="home-categories">
            {list.map((category) => (
              <li key={category.id}>
                <CategoryTile category={category} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}

function CategoryTile({ category }: { category: Category }) {
  const label = useCategoryLabel();
  const tile = categoryTiles[category.key];
  return (
    <Link to={paths.explore(category.id)} className="home-category">
      {tile ? (
        <span className="home-category-icon" style={{ background: tile.tint }}>
          <tile.Icon size="1.4rem" aria-hidden="true" />
        </span>
      ) : (
        <LazyImage src={category.icon} alt="" className="home-category-icon" />
      )}
      <span>{label(category)}</span>
    </Link>
  );
}

function HotShops() {
  const { t } = useTranslation();
  const shops = useHotShops();
  // The row scrolls: the next shop peeks in and the edge fades while there is more.
  const row = useRef<HTMLUListElement>(null);
  useScrollHint(row, shops.data?.list.length);
  if (shops.data?.list.length === 0) return null;
  return (
    <Section id="home-shops" title={t('home.hotShops')}>
      <QueryState
        query={shops}
        pending={
          <ul ref={row} className="home-shops scroll-hint">
            {Array.from({ length: 4 }, (_, index) => (
              <li key={`placeholder-${index}`} className="home-shop" aria-hidden="true">
                <Skeleton width={56} height={56} radius="50%" />
                <Skeleton width="70%" height="0.75em" />
              </li>
            ))}
          </ul>
        }
      >
        {(data) => (
          <ul ref={row} className="home-shops scroll-hint">
            {data.list.map((shop) => (
              <li key={shop.id}>
                <Link to={paths.shop(shop.id)} className="home-shop">
                  <LazyImage src={shop.logo} alt="" className="home-shop-logo" />
                  <span className="home-shop-name">{shop.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}

function HotProducts() {
  const { t } = useTranslation();
  const products = useHotProducts();
  if (products.data?.list.length === 0) return null;
  return (
    <Section id="home-products" title={t('home.hotProducts')} more={paths.popular()}>
      <QueryState query={products} pending={<ProductGridSkeleton />}>
        {(data) => <ProductGrid products={data.list} />}
      </QueryState>
    </Section>
  );
}
