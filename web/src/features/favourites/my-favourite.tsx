import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddToCart } from '@/api/add-to-cart';
import { Button } from '@/ui/button';
import { CartIcon, HeartIcon } from '@/ui/icons';
import { LazyImage } from '@/ui/lazy-image';
import { useMoney } from '@/ui/money';
import { ScreenHeader } from '@/ui/screen-header';
import { toast } from '@/ui/toast-store';
import { useFavourites } from './api/get-favourites';
import { useRemoveFavourite } from './api/remove-favourite';
import { SavedList } from './list-states';
import '@/ui/button.css';
import './favourites.css';
import { paths } from '@/routing/paths';
import '@/ui/stack-list.css';

/** /myFavourite: the products the shopper keeps, each to put in the cart (one) or to remove. */
export default function MyFavouriteScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const favourites = useFavourites();
  const remove = useRemoveFavourite();
  const addToCart = useAddToCart();

  const putInCart = (id: number) =>
    addToCart.mutate(
      { product_id: id, quantity: 1, buy_now: false },
      { onSuccess: () => toast.success(t('product.addedToCart')) },
    );
  const removeProduct = (id: number) =>
    remove.mutate(id, { onSuccess: () => toast.success(t('success.delete')) });

  return (
    <div className="saved-screen">
      <ScreenHeader title={t('route.myFavourite')} fallbackPath={paths.profile()} />
      <SavedList
        query={favourites}
        empty={{
          title: t('favourites.products.emptyTitle'),
          body: t('favourites.products.emptyBody'),
          link: { to: paths.products(), label: t('favourites.products.browse') },
        }}
      >
        {(products) => (
          <ul className="stack-list stack-list-inset">
            {products.map((product) => (
              <li key={product.id} className="saved-row">
                <Link to={paths.detail(product.id, product.mer_id)} className="saved-row-link">
                  <LazyImage className="saved-row-picture" src={product.image} alt="" />
                  <span className="saved-row-text">
                    <span className="saved-row-name">{product.name}</span>
                    <span className="saved-row-price">{money(product.price)}</span>
                    {product.original_price !== product.price && (
                      <span className="saved-row-was">
                        <span className="visually-hidden">{t('favourites.products.was')} </span>
                        <s>{money(product.original_price)}</s>
                      </span>
                    )}
                  </span>
                </Link>
                <div className="saved-row-actions">
                  <Button
                    variant="ghost"
                    size="small"
                    className="saved-row-cart"
                    disabled={product.stock <= 0}
                    busy={addToCart.isPending && addToCart.variables.product_id === product.id}
                    onClick={() => putInCart(product.id)}
                  >
                    <CartIcon size="1.25rem" color="currentColor" />
                    {/* The visible words first, then the product, so the name a screen reader
                        says starts with what a sighted shopper reads (axe: label-content-name). */}
                    <span>{t('product.addToCart')}</span>
                    <span className="visually-hidden"> {product.name}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="small"
                    className="saved-row-remove"
                    aria-label={t('favourites.products.removeNamed', { name: product.name })}
                    disabled={remove.isPending && remove.variables === product.id}
                    onClick={() => removeProduct(product.id)}
                  >
                    <HeartIcon
                      size="1.25rem"
                      color="var(--color-brand)"
                      fill="var(--color-brand)"
                    />
                    <span aria-hidden="true">{t('favourites.remove')}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </SavedList>
    </div>
  );
}
