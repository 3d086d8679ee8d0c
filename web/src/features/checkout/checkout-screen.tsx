import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { takeAddressForCheckout } from '@/api/addresses';
import { isApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { directItemsOf } from '@/ui/direct-checkout';
import { EmptyState } from '@/ui/empty-state';
import { MainLink } from '@/ui/main-link';
import { CartIcon, ShopIcon } from '@/ui/icons';
import { OrderLine, OrderLines } from '@/ui/order-lines';
import { LoadError } from '@/ui/load-error';
import { QueryState } from '@/ui/query-state';
import { useMoney } from '@/ui/money';
import { ScreenHeader } from '@/ui/screen-header';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { AddressChoice } from './address-choice';
import { useCreateOrders } from './api/create-orders';
import { useCheckoutPreview, type CheckoutPreview } from './api/preview-checkout';
import { paymentPath } from './payment-request';
import '@/ui/action-bar.css';
import '@/ui/button.css';
import './checkout.css';
import { paths } from '@/routing/paths';

/**
 * /checkout: address, the selected lines per shop (or the items of `?buy=`, see
 * `ui/direct-checkout.ts`), freight, promo code and the server's totals.
 */
export default function CheckoutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const buy = searchParams.get('buy');
  // Parsed once per address, so the preview's key stays the same between renders.
  const items = useMemo(() => directItemsOf(buy), [buy]);
  const [addressId, setAddressId] = useState<number>();
  const [promoText, setPromoText] = useState('');
  const [promoCode, setPromoCode] = useState<string>();
  const preview = useCheckoutPreview({ addressId, promoCode, items }, items?.length !== 0);
  const create = useCreateOrders();
  // Set in the tap itself: a second tap before React shows the busy button sends nothing.
  const placing = useRef(false);
  // Placed: the button stays busy until the payment shows. The screen is kept alive, so when it is
  // hidden (the payment) it forgets that, and another Buy now finds the button ready.
  const [placed, setPlaced] = useState(false);
  useEffect(() => () => setPlaced(false), []);
  // An address just added from here ("Add an address") is the one to ship to.
  const { key: visit } = useLocation();
  useEffect(() => {
    const chosen = takeAddressForCheckout();
    // Read from the tab's storage when the screen shows (kept alive, its effects run again then):
    // an outside value arriving, not state derived from props.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (chosen !== undefined) setAddressId(chosen);
  }, [visit]);

  // The server discounts one shop's order only, the largest (mock-server `previewCheckout`): with
  // several shops the shopper is told which one and why, or one shop would look forgotten.
  const promoHint = (current: CheckoutPreview) => {
    if (!current.promo?.valid) return undefined;
    const discounted = discountedShop(current);
    return discounted && current.shops.length > 1
      ? t('checkout.promoAppliedTo', { code: current.promo.code, shop: discounted.mer_name })
      : t('checkout.promoApplied', { code: current.promo.code });
  };

  const applyPromo = (event: FormEvent) => {
    event.preventDefault();
    setPromoCode(promoText.trim() || undefined);
  };

  const placeOrder = async (current: CheckoutPreview) => {
    if (placing.current) return;
    if (!current.address) {
      toast.fail(t('checkout.addressRequired'));
      return;
    }
    placing.current = true;
    try {
      const created = await create.mutateAsync({
        address_id: current.address.id,
        ...(current.promo?.valid ? { promo_code: current.promo.code } : {}),
        ...(items ? { items } : {}),
      });
      setPlaced(true);
      toast.success(t('success.createOrder'));
      // The checkout is spent: Back from the payment goes to where the shopper came from.
      void navigate(paymentPath(created.orders.map((order) => order.id)), { replace: true });
    } catch {
      // The client already said why (toast); the shopper may try again.
    } finally {
      placing.current = false;
    }
  };

  let body;
  if (items?.length === 0) {
    body = (
      <EmptyState
        icon={<CartIcon size="2.5rem" color="var(--color-text-muted)" />}
        title={t('checkout.nothingTitle')}
        action={<MainLink to={paths.home()} label={t('checkout.continueShopping')} />}
      />
    );
  } else {
    body = (
      <QueryState
        query={preview}
        pending={<CheckoutSkeleton />}
        failed={(retry) =>
          isApiError(preview.error) && preview.error.failure === 'rejected' ? (
            <EmptyState
              icon={<CartIcon size="2.5rem" color="var(--color-text-muted)" />}
              title={t('checkout.nothingTitle')}
              body={preview.error.message}
              action={
                // Items bought directly (sold out since, say) did not come from the cart.
                items ? (
                  <MainLink to={paths.home()} label={t('checkout.continueShopping')} />
                ) : (
                  <MainLink to={paths.bag()} label={t('checkout.backToCart')} />
                )
              }
            />
          ) : (
            <LoadError onRetry={retry} retrying={preview.isFetching} error={preview.error} />
          )
        }
      >
        {view}
      </QueryState>
    );
  }

  function view(data: CheckoutPreview) {
    return (
      <>
        <AddressChoice address={data.address} onChoose={setAddressId} />
        {data.shops.map((shop) => (
          <ShopOrder key={shop.mer_id} shop={shop} promoCode={data.promo?.code} />
        ))}
        <form className="checkout-card checkout-promo" onSubmit={applyPromo}>
          <TextField
            label={t('checkout.promoCode')}
            value={promoText}
            maxLength={32}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(event) => setPromoText(event.target.value)}
            error={data.promo && !data.promo.valid ? data.promo.message : undefined}
            hint={promoHint(data)}
          />
          <Button type="submit" variant="secondary" size="small" busy={preview.isFetching}>
            {t('checkout.applyPromo')}
          </Button>
        </form>
        <Totals preview={data} />
        <div className="action-bar checkout-bar">
          <div className="checkout-bar-total">
            <span>{t('checkout.toPay')}</span>
            <strong>
              <Amount value={data.total} />
            </strong>
          </div>
          <Button
            onClick={() => void placeOrder(data)}
            busy={create.isPending || placed}
            disabled={preview.isFetching}
          >
            {t('checkout.placeOrder')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <div className="checkout">
      <ScreenHeader title={t('route.checkout')} fallbackPath={paths.bag()} />
      {body}
    </div>
  );
}

function Amount({ value }: { value: string }) {
  const money = useMoney();
  return <>{money(value)}</>;
}

/** The shop order that carries the discount: the server gives it to one shop at most. */
function discountedShop(preview: CheckoutPreview) {
  return preview.shops.find((shop) => Number(shop.discount) > 0);
}

function ShopOrder({
  shop,
  promoCode,
}: {
  shop: CheckoutPreview['shops'][number];
  promoCode: string | undefined;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className="checkout-card" aria-labelledby={`checkout-shop-${shop.mer_id}`}>
      <h2 className="checkout-shop-name" id={`checkout-shop-${shop.mer_id}`}>
        <ShopIcon size="1rem" color="var(--color-text-muted)" />
        {shop.mer_name}
      </h2>
      <OrderLines>
        {shop.items.map((item) => (
          <OrderLine
            key={item.product_id}
            image={item.image}
            name={item.name}
            price={money(item.price)}
            quantity={t('checkout.times', { quantity: item.quantity })}
          />
        ))}
      </OrderLines>
      <dl className="checkout-amounts">
        <div>
          <dt>{t('checkout.freight')}</dt>
          <dd>{Number(shop.freight) === 0 ? t('checkout.freeFreight') : money(shop.freight)}</dd>
        </div>
        {Number(shop.discount) > 0 && (
          <div>
            <dt>
              {promoCode ? t('orders.discountWith', { code: promoCode }) : t('checkout.discount')}
            </dt>
            <dd>−{money(shop.discount)}</dd>
          </div>
        )}
        <div className="checkout-amounts-total">
          <dt>{t('checkout.shopTotal')}</dt>
          <dd>{money(shop.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Totals({ preview }: { preview: CheckoutPreview }) {
  const { t } = useTranslation();
  const money = useMoney();
  const discounted = discountedShop(preview);
  return (
    <section className="checkout-card" aria-labelledby="checkout-totals">
      <h2 className="checkout-section-title" id="checkout-totals">
        {t('checkout.summary')}
      </h2>
      <dl className="checkout-amounts">
        <div>
          <dt>{t('checkout.goodsTotal')}</dt>
          <dd>{money(preview.goods_total)}</dd>
        </div>
        <div>
          <dt>{t('checkout.freight')}</dt>
          <dd>{money(preview.freight)}</dd>
        </div>
        {Number(preview.discount) > 0 && (
          <div className="checkout-discount">
            <dt>{t('checkout.discount')}</dt>
            <dd>−{money(preview.discount)}</dd>
            {discounted && preview.shops.length > 1 && (
              <dd className="checkout-discount-where">
                {t('checkout.discountOn', { shop: discounted.mer_name })}
              </dd>
            )}
          </div>
        )}
        <div className="checkout-amounts-total">
          <dt>{t('checkout.total')}</dt>
          <dd>{money(preview.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

function CheckoutSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="checkout-skeleton" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height="5rem" radius="16px" />
      <Skeleton height="8rem" radius="16px" />
      <Skeleton height="6rem" radius="16px" />
    </div>
  );
}
