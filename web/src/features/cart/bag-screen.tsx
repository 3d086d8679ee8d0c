import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { languageFromTag } from '@/i18n/i18n';
import { ruleMessageOnDemand } from '@/i18n/rule-message-on-demand';
import { Button } from '@/ui/button';
import { useConfirm } from '@/ui/confirm-dialog';
import { EmptyState } from '@/ui/empty-state';
import { MainLink } from '@/ui/main-link';
import { CartIcon, ShopIcon } from '@/ui/icons';
import { useMoney } from '@/ui/money';
import { QueryState } from '@/ui/query-state';
import { ScreenHeader } from '@/ui/screen-header';
import { Skeleton } from '@/ui/skeleton';
import { SkeletonRow } from '@/ui/skeleton-rows';
import { toast } from '@/ui/toast-store';
import { loadRules } from '@/ui/load-rules';
import { useChangeQuantity } from './api/change-quantity';
import { useCart, type Cart, type CartItem } from '@/api/cart';
import { useRemoveLines } from './api/remove-lines';
import { useSelectLines } from './api/select-lines';
import { BagLine } from './bag-line';
import { isAllSelected, selectedCartIds } from './cart-lines';
import '@/ui/action-bar.css';
import '@/ui/button.css';
import './bag.css';
import { paths } from '@/routing/paths';

/** /bag: the cart grouped by shop; ticks choose what goes to the checkout. */
export default function BagScreen() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const cart = useCart();
  const select = useSelectLines();
  const changeQuantity = useChangeQuantity();
  const remove = useRemoveLines();
  const [confirm, dialog] = useConfirm();

  const removeLine = async (item: CartItem) => {
    const yes = await confirm({
      title: t('cart.removeTitle'),
      message: item.name,
      confirmLabel: t('cart.remove'),
      danger: true,
    });
    if (!yes) return;
    remove.mutate([item.cart_id], { onSuccess: () => toast.success(t('success.delete')) });
  };

  const checkout = async () => {
    if (!cart.data) return;
    // The spec's rule "items must be selected first", checked here before anything is sent.
    const rules = await loadRules();
    const result = rules.checkoutSelectionRule.safeParse(selectedCartIds(cart.data));
    if (!result.success) {
      const [problem] = rules.ruleProblems(result.error);
      const key = problem?.message ?? 'rules.checkout.nothingSelected';
      toast.fail(await ruleMessageOnDemand(key, languageFromTag(i18n.language)));
      return;
    }
    void navigate(paths.checkout());
  };

  const view = (data: Cart) => {
    if (data.shops.length === 0) {
      return (
        <EmptyState
          icon={<CartIcon size="2.5rem" color="var(--color-text-muted)" />}
          title={t('cart.emptyTitle')}
          body={t('cart.emptyBody')}
          action={<MainLink to={paths.home()} label={t('cart.startShopping')} />}
        />
      );
    }
    const allSelected = isAllSelected(data);
    return (
      <>
        <ul className="bag-shops" aria-label={t('route.bag')}>
          {data.shops.map((shop, shopIndex) => (
            <li key={shop.mer_id}>
              <section className="bag-shop" aria-labelledby={`bag-shop-${shop.mer_id}`}>
                <div className="bag-shop-head">
                  <input
                    type="checkbox"
                    className="bag-check"
                    checked={shop.selected}
                    onChange={(event) =>
                      select.mutate({
                        target: { merId: shop.mer_id },
                        selected: event.target.checked,
                      })
                    }
                    aria-label={t('cart.selectShop', { name: shop.mer_name })}
                  />
                  <ShopIcon size="1rem" color="var(--color-text-muted)" />
                  <h2 className="bag-shop-name" id={`bag-shop-${shop.mer_id}`}>
                    <Link to={paths.shop(shop.mer_id)}>{shop.mer_name}</Link>
                  </h2>
                </div>
                <ul className="bag-lines">
                  {shop.items.map((item, itemIndex) => (
                    <BagLine
                      key={item.cart_id}
                      item={item}
                      merId={shop.mer_id}
                      first={shopIndex === 0 && itemIndex === 0}
                      onSelect={(selected) =>
                        select.mutate({ target: { cartIds: [item.cart_id] }, selected })
                      }
                      onQuantity={(quantity) =>
                        changeQuantity.mutateAsync({ cart_id: item.cart_id, quantity })
                      }
                      onRemove={() => void removeLine(item)}
                    />
                  ))}
                </ul>
              </section>
            </li>
          ))}
        </ul>
        <div className="action-bar bag-bar">
          <label className="bag-all">
            <input
              type="checkbox"
              className="bag-check"
              checked={allSelected}
              onChange={(event) =>
                select.mutate({ target: { all: true }, selected: event.target.checked })
              }
            />
            {t('cart.selectAll')}
          </label>
          <div className="bag-total" aria-live="polite">
            <span className="bag-total-label">{t('cart.total')}</span>
            <strong className="bag-total-amount">{money(data.selected_total)}</strong>
          </div>
          <Button onClick={() => void checkout()}>
            {t('cart.checkout', { number: data.selected_count })}
          </Button>
        </div>
      </>
    );
  };

  return (
    <div className="bag">
      <ScreenHeader title={t('route.bag')} back={false} />
      <QueryState query={cart} pending={<BagSkeleton />}>
        {view}
      </QueryState>
      {dialog}
    </div>
  );
}

function BagSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="bag-shops" aria-busy="true" aria-label={t('common.loading')}>
      {[1, 2].map((shop) => (
        <div key={shop} className="bag-shop">
          <Skeleton width="40%" />
          {[1, 2].map((line) => (
            <SkeletonRow
              key={line}
              block
              rowClassName="bag-line"
              textClassName="bag-line-body"
              thumb={{ width: '80px', height: '80px', radius: '10px' }}
              lines={['80%', '30%']}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
