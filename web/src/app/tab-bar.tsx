import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useCartCount } from '@/api/cart';
import { useUnreadChatTotal } from '@/session/session-store';
import { CountBadge } from '@/ui/count-badge';
import { CartIcon, ExploreIcon, HomeIcon, MessageIcon, UserIcon, type IconProps } from '@/ui/icons';
import type { TabName } from '@/routing/route-types';
import './tab-bar.css';
import { paths } from '@/routing/paths';

interface Tab {
  name: TabName;
  to: string;
  label: 'tab.home' | 'tab.explore' | 'tab.message' | 'tab.cart' | 'tab.me';
  Icon: ComponentType<IconProps>;
}

export const TABS: readonly Tab[] = [
  { name: 'home', to: paths.home(), label: 'tab.home', Icon: HomeIcon },
  { name: 'explore', to: paths.explore(), label: 'tab.explore', Icon: ExploreIcon },
  { name: 'message', to: paths.chatRoom(), label: 'tab.message', Icon: MessageIcon },
  { name: 'cart', to: paths.bag(), label: 'tab.cart', Icon: CartIcon },
  { name: 'me', to: paths.profile(), label: 'tab.me', Icon: UserIcon },
];

/** The five bottom tabs; the Message tab carries the unread chat total, the Cart tab its count. */
export function TabBar({ active }: { active: TabName }) {
  const { t } = useTranslation();
  const unread = useUnreadChatTotal();
  const inCart = useCartCount();
  const badges: Partial<Record<TabName, { count: number; label: string }>> = {
    message: { count: unread, label: t('tab.unread', { count: unread }) },
    cart: { count: inCart, label: t('tab.inCart', { count: inCart }) },
  };
  return (
    <nav className="tab-bar" aria-label={t('app.mainNavigation')}>
      <ul className="tab-bar-list">
        {TABS.map(({ name, to, label, Icon }) => {
          const current = name === active;
          const badge = badges[name];
          const shown = badge && badge.count > 0 ? badge : undefined;
          return (
            <li key={name}>
              <NavLink to={to} className="tab-bar-link" aria-current={current ? 'page' : undefined}>
                <span className="tab-bar-icon">
                  <Icon size="1.5rem" color="currentColor" />
                  {shown && <CountBadge count={shown.count} className="tab-bar-badge" />}
                </span>
                <span>{t(label)}</span>
                {shown && <span className="visually-hidden">{shown.label}</span>}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
