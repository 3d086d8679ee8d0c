import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/ui/empty-state';
import { MainLink } from '@/ui/main-link';
import { InfiniteList } from '@/ui/infinite-list';
import { ScreenHeader } from '@/ui/screen-header';
import { useScrollHint } from '@/ui/scroll-hint';
import { scrollTabIntoView } from '@/ui/scroll-tab';
import { Skeleton } from '@/ui/skeleton';
import { useOrders } from './api/get-orders';
import { OrderCard } from './order-card';
import { ORDER_TABS, statusFromParam, tabPath } from './order-status';
import '@/ui/button.css';
import './orders.css';
import { paths } from '@/routing/paths';

/** /myPurchases/{status?}: the shopper's orders by status tab; the tab is in the address. */
export default function MyPurchasesScreen() {
  const { t } = useTranslation();
  const { status: param } = useParams();
  const status = statusFromParam(param);
  const orders = useOrders(status);
  const activeTab = useRef<HTMLAnchorElement>(null);
  const tabs = useRef<HTMLElement>(null);
  useScrollHint(tabs, status);

  useEffect(() => {
    const row = tabs.current;
    const tab = activeTab.current;
    if (!row || !tab) return;
    // Again whenever the tab's size changes: the labels of a language arriving, a font loading.
    const place = () => scrollTabIntoView(row, tab);
    place();
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place);
    resized?.observe(tab);
    return () => resized?.disconnect();
  }, [status]);

  return (
    <div className="orders">
      <ScreenHeader title={t('route.myPurchases')} fallbackPath={paths.profile()} />
      <nav ref={tabs} className="orders-tabs scroll-hint" aria-label={t('orders.tabs')}>
        {ORDER_TABS.map((tab) => {
          const current = tab.status === status;
          return (
            <Link
              key={tab.label}
              ref={current ? activeTab : undefined}
              to={tabPath(tab.status)}
              className="orders-tab"
              aria-current={current ? 'page' : undefined}
            >
              {t(tab.label)}
            </Link>
          );
        })}
      </nav>
      <InfiniteList
        query={orders}
        pending={
          <div className="orders-list" aria-busy="true" aria-label={t('common.loading')}>
            {[1, 2, 3].map((row) => (
              <Skeleton key={row} height="9rem" radius="16px" />
            ))}
          </div>
        }
        empty={
          <EmptyState
            title={t('orders.emptyTitle')}
            body={t('orders.emptyBody')}
            action={<MainLink to={paths.home()} label={t('orders.shop')} />}
          />
        }
      >
        {(list) => (
          <ul className="orders-list" aria-label={t('orders.listLabel')}>
            {list.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
        )}
      </InfiniteList>
    </div>
  );
}
