import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useUnreadChatTotal } from '@/session/session-store';
import { CartIcon, ExploreIcon, HomeIcon, MessageIcon, UserIcon, type IconProps } from '@/ui/icons';
import type { TabName } from './route-types';
import './tab-bar.css';

interface Tab {
  name: TabName;
  to: string;
  label: 'tab.home' | 'tab.explore' | 'tab.message' | 'tab.cart' | 'tab.me';
  Icon: ComponentType<IconProps>;
}

export const TABS: readonly Tab[] = [
  { name: 'home', to: '/home', label: 'tab.home', Icon: HomeIcon },
  { name: 'explore', to: '/explore', label: 'tab.explore', Icon: ExploreIcon },
  { name: 'message', to: '/chatRoom', label: 'tab.message', Icon: MessageIcon },
  { name: 'cart', to: '/bag', label: 'tab.cart', Icon: CartIcon },
  { name: 'me', to: '/profile', label: 'tab.me', Icon: UserIcon },
];

/** The five bottom tabs; the Message tab carries the unread chat total. */
export function TabBar({ active }: { active: TabName }) {
  const { t } = useTranslation();
  const unread = useUnreadChatTotal();
  return (
    <nav className="tab-bar" aria-label={t('app.mainNavigation')}>
      <ul className="tab-bar-list">
        {TABS.map(({ name, to, label, Icon }) => {
          const current = name === active;
          return (
            <li key={name}>
              <NavLink to={to} className="tab-bar-link" aria-current={current ? 'page' : undefined}>
                <span className="tab-bar-icon">
                  <Icon size="1.5rem" color="currentColor" />
                  {name === 'message' && unread > 0 && (
                    <span className="tab-bar-badge" aria-hidden="true">
                      {unread > 99 ? '99+' : unread}
                    </span>
                  )}
                </span>
                <span>{t(label)}</span>
                {name === 'message' && unread > 0 && (
                  <span className="visually-hidden">{t('tab.unread', { count: unread })}</span>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
