import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  CartIcon,
  ChevronRightIcon,
  ExploreIcon,
  HeartIcon,
  HomeIcon,
  ImageIcon,
  MessageIcon,
  SearchIcon,
  SettingsIcon,
  ShopIcon,
  StarIcon,
  UserIcon,
  type IconProps,
} from '@/ui/icons';
import { useMoney } from '@/ui/money';
import type { Messages } from '@/i18n/i18n';
import './home-preview.css';

type CategoryKey = keyof Messages['category'] & string;

const CATEGORIES: readonly { key: CategoryKey; Icon: ComponentType<IconProps>; tint: string }[] = [
  { key: 'computer', Icon: SettingsIcon, tint: '#e0f2fe' },
  { key: 'electrical', Icon: StarIcon, tint: '#fef3c7' },
  { key: 'outdoors', Icon: ExploreIcon, tint: '#dcfce7' },
  { key: 'family', Icon: HomeIcon, tint: '#ffe4e6' },
  { key: 'health', Icon: HeartIcon, tint: '#fce7f3' },
  { key: 'men', Icon: UserIcon, tint: '#e0e7ff' },
  { key: 'women', Icon: UserIcon, tint: '#fae8ff' },
  { key: 'food', Icon: CartIcon, tint: '#ffedd5' },
  { key: 'phone', Icon: MessageIcon, tint: '#ccfbf1' },
  { key: 'toys', Icon: StarIcon, tint: '#fef9c3' },
];

const PRODUCT_TINTS = ['#fde68a', '#bfdbfe', '#fecdd3', '#bbf7d0'];
const SAMPLE_PRICES = ['19.90', '249.00', '8.50', '1299.00'];

/**
 * The home board's visual frame, shown until the home feature replaces it: brand bar,
 * banner, categories, hot shops and hot products in the shop's visual language.
 */
export default function HomePreview() {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="home">
      <header className="home-top">
        <h1 className="home-brand">{t('app.name')}</h1>
        <Link to="/search" className="home-search">
          <SearchIcon color="currentColor" />
          <span>{t('home.searchPlaceholder')}</span>
        </Link>
      </header>

      <section className="home-banner" aria-labelledby="home-banner-title">
        <h2 id="home-banner-title" className="home-banner-title">
          {t('home.bannerTitle')}
        </h2>
        <p className="home-banner-body">{t('home.bannerBody')}</p>
        <Link to="/products" className="home-banner-action">
          {t('home.bannerAction')}
        </Link>
      </section>

      <section className="home-section" aria-labelledby="home-categories">
        <div className="home-section-head">
          <h2 id="home-categories" className="home-section-title">
            {t('home.categories')}
          </h2>
        </div>
        <ul className="home-categories">
          {CATEGORIES.map(({ key, Icon, tint }) => (
            <li key={key}>
              <Link to="/products" className="home-category">
                <span className="home-category-icon" style={{ background: tint }}>
                  <Icon size="1.4rem" />
                </span>
                <span>{t(`category.${key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="home-shops">
        <div className="home-section-head">
          <h2 id="home-shops" className="home-section-title">
            {t('home.hotShops')}
          </h2>
          <Link to="/popular" className="home-section-link">
            {t('common.seeAll')}
            <ChevronRightIcon size="0.75rem" color="currentColor" />
          </Link>
        </div>
        <ul className="home-shops">
          {[1, 2, 3, 4, 5].map((number) => (
            <li key={number}>
              <Link to={`/shop/${number}`} className="home-shop">
                <span className="home-shop-logo">
                  <ShopIcon size="1.5rem" color="var(--color-brand)" />
                </span>
                <span>{t('home.sampleShop', { number })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="home-products">
        <div className="home-section-head">
          <h2 id="home-products" className="home-section-title">
            {t('home.hotProducts')}
          </h2>
          <Link to="/products" className="home-section-link">
            {t('common.seeAll')}
            <ChevronRightIcon size="0.75rem" color="currentColor" />
          </Link>
        </div>
        <ul className="home-products">
          {PRODUCT_TINTS.map((tint, index) => (
            <li key={tint} className="home-product">
              <Link to={`/detail/${index + 1}`}>
                <span className="home-product-picture" style={{ background: tint }}>
                  <ImageIcon size="2rem" color="rgb(25 25 25 / 45%)" />
                </span>
                <span className="home-product-info">
                  <span className="home-product-name">
                    {t('home.sampleProduct', { number: index + 1 })}
                  </span>
                  <span className="home-product-price">{money(SAMPLE_PRICES[index])}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
