import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTimeZone } from '@/i18n/date-time';
import { Button } from '@/ui/button';
import { CheckIcon, MessageIcon, PlusIcon, StarIcon } from '@/ui/icons';
import { FlagIcon } from '@/ui/more-icons';
import { LazyImage } from '@/ui/lazy-image';
import { ProductList } from '@/ui/product-list';
import { NotFoundState } from '@/ui/not-found-state';
import { ScreenHeader } from '@/ui/screen-header';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast-store';
import { useSignInFirst } from '@/ui/use-sign-in-first';
import { useShopDetail, type ShopDetail } from './api/get-shop-detail';
import { useShopProducts } from './api/get-shop-products';
import { useSetFollowing } from './api/set-following';
import '@/ui/button.css';
import './shop-screen.css';
import { paths } from '@/routing/paths';

function idOf(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * A shop: who it is, follow or unfollow, chat with it or complain about it, and its products page
 * by page.
 */
export default function ShopScreen() {
  const { t } = useTranslation();
  const shopId = idOf(useParams().id);
  const shop = useShopDetail(shopId);
  const products = useShopProducts(shop.data ? shopId : undefined, 'default');

  if (shopId === undefined || (shop.isError && !shop.data)) {
    return (
      <div className="shop-screen">
        <ScreenHeader title={t('route.shop')} />
        <NotFoundState title={t('shop.notFound')} body={t('shop.notFoundBody')} />
      </div>
    );
  }
  return (
    <div className="shop-screen">
      <ScreenHeader title={shop.data?.name ?? t('route.shop')} />
      {shop.data ? <ShopHeader shop={shop.data} /> : <ShopHeaderSkeleton />}
      {shop.data && (
        <section aria-labelledby="shop-products">
          <h2 id="shop-products" className="shop-section-title">
            {t('shop.products', { count: shop.data.product_count })}
          </h2>
          <ProductList products={products} label={t('shop.productsOf', { name: shop.data.name })} />
        </section>
      )}
    </div>
  );
}

function ShopHeaderSkeleton() {
  return (
    <div className="shop-card" aria-hidden="true">
      <div className="shop-identity">
        <Skeleton width={64} height={64} radius="50%" />
        <span className="shop-identity-text">
          <Skeleton width="60%" height="1.2em" />
          <Skeleton width="80%" />
        </span>
      </div>
    </div>
  );
}

function ShopHeader({ shop }: { shop: ShopDetail }) {
  const { t, i18n } = useTranslation();
  const signInFirst = useSignInFirst();
  const setFollowing = useSetFollowing();
  const timeZone = useTimeZone();
  const count = new Intl.NumberFormat(i18n.language || 'en');
  const since = new Intl.DateTimeFormat(i18n.language || 'en', {
    year: 'numeric',
    month: 'long',
    timeZone,
  }).format(new Date(shop.created_at * 1000));

  const toggleFollow = () => {
    if (!signInFirst()) return;
    const following = !shop.is_followed;
    setFollowing.mutate(
      { merId: shop.id, following },
      { onSuccess: () => toast.success(t(following ? 'success.follow' : 'shop.unfollowed')) },
    );
  };

  return (
    <>
      {shop.banner && (
        <LazyImage src={shop.banner} alt="" aspectRatio="5 / 2" className="shop-banner" />
      )}
      <section className="shop-card" aria-labelledby="shop-name">
        <div className="shop-identity">
          <LazyImage src={shop.logo} alt="" className="shop-logo" />
          <span className="shop-identity-text">
            <h2 id="shop-name" className="shop-name">
              {shop.name}
            </h2>
            <span className="shop-since">{t('shop.since', { date: since })}</span>
          </span>
          <Button
            size="small"
            variant={shop.is_followed ? 'secondary' : 'primary'}
            aria-pressed={shop.is_followed}
            busy={setFollowing.isPending}
            onClick={toggleFollow}
          >
            {shop.is_followed ? (
              <CheckIcon size="0.875rem" color="currentColor" />
            ) : (
              <PlusIcon size="0.875rem" color="currentColor" />
            )}
            {shop.is_followed ? t('shop.following') : t('shop.follow')}
          </Button>
        </div>
        {shop.description && <p className="shop-description">{shop.description}</p>}
        <dl className="shop-facts">
          <div>
            <dt>{t('shop.rating')}</dt>
            <dd>
              <StarIcon size="0.75rem" color="var(--color-brand)" fill="var(--color-brand)" />
              {shop.rating}
            </dd>
          </div>
          <div>
            <dt>{t('shop.productCount')}</dt>
            <dd>{count.format(shop.product_count)}</dd>
          </div>
          <div>
            <dt>{t('shop.followers')}</dt>
            <dd>{count.format(shop.follower_count)}</dd>
          </div>
          <div>
            <dt>{t('shop.sales')}</dt>
            <dd>{count.format(shop.sales)}</dd>
          </div>
        </dl>
        {/* Guests are stopped by the login guard, which brings them back here afterwards. */}
        <div className="shop-links">
          <Link to={paths.chatRoomDetail(shop.id)} className="button button-secondary button-small">
            <MessageIcon size="0.875rem" color="currentColor" />
            {t('shop.chat')}
          </Link>
          <Link to={paths.complaint(shop.id)} className="button button-ghost button-small">
            <FlagIcon size="0.875rem" color="currentColor" />
            {t('shop.complain')}
          </Link>
        </div>
      </section>
    </>
  );
}
