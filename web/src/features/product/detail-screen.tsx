import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useAddToCart } from '@/api/add-to-cart';
import { aboutProductState } from '@/lib/chat-about-product';
import { Button } from '@/ui/button';
import { directCheckoutPath } from '@/ui/direct-checkout';
import { ChevronRightIcon, HeartIcon, MessageIcon, StarIcon } from '@/ui/icons';
import { LazyImage } from '@/ui/lazy-image';
import { useMoney } from '@/ui/money';
import { NotFoundState } from '@/ui/not-found-state';
import { ScreenHeader } from '@/ui/screen-header';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast-store';
import { useSignInFirst } from '@/ui/use-sign-in-first';
import { isSignedIn } from '@/api/user';
import { rememberCartAdd, takePendingCartAdd } from './pending-cart-add';
import { CartLink } from './cart-link';
import { useProductDetail, type ProductDetail } from './api/get-product-detail';
import { useSetFavourite } from './api/set-favourite';
import { Gallery } from './gallery';
import { ProductQuantity } from './quantity-stepper';
import { recentlyViewed } from '@/ui/recently-viewed';
import { Reviews } from './reviews';
import '@/ui/action-bar.css';
import './detail-screen.css';
import { paths } from '@/routing/paths';

function idOf(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Product detail (/detail/{product}/{mer}): pictures, price, stock, quantity, cart, shop, reviews. */
export default function DetailScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const { search, hash } = useLocation();
  const productId = idOf(params.product);
  const detail = useProductDetail(productId);
  const product = detail.data;

  // Another shop's id in the address (`/detail/30/6` for a product of shop 3), reached in the
  // browser: the product's own address, in place of this one (the server answers 301 for it).
  if (product && params.mer !== String(product.mer_id)) {
    return <Navigate to={`${paths.detail(product.id, product.mer_id)}${search}${hash}`} replace />;
  }

  if (productId === undefined || (detail.isError && !detail.data)) {
    return (
      <div className="detail">
        <ScreenHeader title={t('route.detail')} action={<CartLink />} />
        <NotFoundState title={t('product.notFound')} body={t('product.notFoundBody')} />
      </div>
    );
  }
  return (
    <div className="detail">
      <ScreenHeader title={t('route.detail')} action={<CartLink />} />
      {detail.data ? <ProductView product={detail.data} /> : <DetailSkeleton />}
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton height="auto" className="detail-picture-skeleton" />
      <div className="detail-card">
        <Skeleton height="1.4em" width="40%" />
        <Skeleton height="1em" />
        <Skeleton height="1em" width="70%" />
      </div>
    </div>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const signInFirst = useSignInFirst();
  const [quantity, setQuantity] = useState(1);
  const addToCart = useAddToCart();
  const setFavourite = useSetFavourite();
  const soldOut = product.stock <= 0;
  const discounted = product.original_price !== product.price;
  // Opened products are remembered for "Recently viewed" on Me, with the name and price shown here.
  useEffect(() => {
    recentlyViewed.add(product);
  }, [product]);

  // A guest's Add to cart, kept while they signed in: done now, and said.
  useEffect(() => {
    if (!isSignedIn() || soldOut) return;
    const pending = takePendingCartAdd(product.id);
    if (!pending) return;
    const count = Math.min(pending.quantity, product.stock);
    addToCart.mutate(
      { product_id: product.id, quantity: count, buy_now: false },
      {
        onSuccess: () =>
          toast.success(t('product.addedAfterSignIn', { name: product.name, quantity: count })),
      },
    );
    // Once per product shown: the intent is taken (forgotten) on the first run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.id]);

  const add = () => {
    if (!isSignedIn()) rememberCartAdd(product.id, quantity);
    if (!signInFirst()) return;
    addToCart.mutate(
      { product_id: product.id, quantity, buy_now: false },
      { onSuccess: () => toast.success(t('product.addedToCart')) },
    );
  };
  // Exactly what this screen shows, checked out without touching the cart.
  const buyNow = () => {
    if (!signInFirst()) return;
    void navigate(directCheckoutPath([{ product_id: product.id, quantity }]));
  };
  const toggleFavourite = () => {
    if (!signInFirst()) return;
    const favourite = !product.is_favourite;
    setFavourite.mutate(
      { productId: product.id, favourite },
      {
        onSuccess: () =>
          toast.success(t(favourite ? 'product.favouriteAdded' : 'product.favouriteRemoved')),
      },
    );
  };
  // The conversation opens about this product: a card of it goes with the first message.
  const chat = () => {
    if (!signInFirst()) return;
    void navigate(paths.chatRoomDetail(product.mer_id), {
      state: aboutProductState({
        id: product.id,
        merId: product.mer_id,
        name: product.name,
        price: String(product.price),
        image: product.image,
      }),
    });
  };

  return (
    <>
      <Gallery images={product.images} name={product.name} />

      <section className="detail-card detail-summary" aria-labelledby="detail-name">
        <div className="detail-prices">
          <span className="detail-price">{money(product.price)}</span>
          {discounted && (
            <s className="detail-original">
              <span className="visually-hidden">{t('productCard.originalPrice')}</span>
              {money(product.original_price)}
            </s>
          )}
        </div>
        <h2 id="detail-name" className="detail-name">
          {product.name}
        </h2>
        <ul className="detail-facts">
          {/* The rating is the mean of the reviews below: none shown without reviews. */}
          {product.review_count > 0 && (
            <li>
              <StarIcon size="0.75rem" color="var(--color-brand)" fill="var(--color-brand)" />
              {t('product.rating', { rating: product.rating })}
            </li>
          )}
          <li>{t('productCard.sold', { count: product.sales })}</li>
          <li className={soldOut ? 'detail-sold-out' : undefined}>
            {soldOut ? t('product.soldOut') : t('product.stock', { count: product.stock })}
          </li>
        </ul>
        {!soldOut && (
          <div className="detail-quantity">
            <span id="detail-quantity-label">{t('product.quantity')}</span>
            <ProductQuantity value={quantity} stock={product.stock} onChange={setQuantity} />
          </div>
        )}
      </section>

      <Link to={paths.shop(product.shop.id)} className="detail-card detail-shop">
        <LazyImage src={product.shop.logo} alt="" className="detail-shop-logo" />
        <span className="detail-shop-text">
          <span className="detail-shop-name">{product.shop.name}</span>
          <span className="detail-muted">
            {t('product.shopFacts', {
              products: product.shop.product_count,
              followers: product.shop.follower_count,
            })}
          </span>
        </span>
        <span className="detail-shop-visit">
          {t('product.visitShop')}
          <ChevronRightIcon size="0.75rem" color="currentColor" />
        </span>
      </Link>

      {product.description && (
        <section className="detail-card" aria-labelledby="detail-description">
          <h2 id="detail-description" className="detail-card-title">
            {t('product.description')}
          </h2>
          <p className="detail-description">{product.description}</p>
        </section>
      )}

      <Reviews productId={product.id} count={product.review_count} />

      <div className="action-bar detail-bar">
        <button type="button" className="detail-bar-icon" onClick={chat}>
          <MessageIcon size="1.25rem" color="currentColor" />
          <span>{t('product.chat')}</span>
        </button>
        <button
          type="button"
          className="detail-bar-icon"
          aria-pressed={product.is_favourite}
          disabled={setFavourite.isPending}
          onClick={toggleFavourite}
        >
          <HeartIcon
            size="1.25rem"
            color={product.is_favourite ? 'var(--color-brand)' : 'currentColor'}
            fill={product.is_favourite ? 'var(--color-brand)' : 'none'}
          />
          <span>{t('product.favourite')}</span>
        </button>
        <Button variant="secondary" disabled={soldOut} busy={addToCart.isPending} onClick={add}>
          {t('product.addToCart')}
        </Button>
        <Button disabled={soldOut} onClick={buyNow}>
          {soldOut ? t('product.soldOut') : t('product.buyNow')}
        </Button>
      </div>
    </>
  );
}
