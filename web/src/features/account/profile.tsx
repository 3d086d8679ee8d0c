import { useEffect, useRef, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { initialOf } from '@/lib/initial';
import { useUser } from '@/api/user';
import { userKeys } from '@/api/query-keys';
import { Button } from '@/ui/button';
import { useConfirm } from '@/ui/confirm-dialog';
import { CountBadge } from '@/ui/count-badge';
import {
  AlertIcon,
  BellIcon,
  ChevronRightIcon,
  HeartIcon,
  HomeIcon,
  MessageIcon,
  SettingsIcon,
  ShopIcon,
  UserIcon,
  WalletIcon,
  type IconProps,
} from '@/ui/icons';
import {
  DocumentIcon,
  GlobeIcon,
  HelpIcon,
  HistoryIcon,
  InfoIcon,
  ReceiptIcon,
  WithdrawIcon,
  WithdrawRecordsIcon,
} from '@/ui/account-icons';
import { LazyImage } from '@/ui/lazy-image';
import { useMoney } from '@/ui/money';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast-store';
import type { Messages } from '@/i18n/i18n';
import { ORDER_SHORTCUTS, useOrderCounts } from './api/get-order-counts';
import { useUnreadNotifications } from './api/get-unread-notifications';
import { usePendingRecharges, type PendingRecharges } from './api/get-pending-recharges';
import { useSignOut } from './api/logout';
import { RecentlyViewed } from './recently-viewed';
import './profile.css';
import { paths } from '@/routing/paths';
import '@/ui/count-pill.css';

type ProfileKey = `account.profile.${keyof Messages['account']['profile'] & string}`;

interface Entry {
  to: string;
  label: ProfileKey;
  Icon: ComponentType<IconProps>;
}

const WALLET: readonly Entry[] = [
  { to: paths.topUp(), label: 'account.profile.recharge', Icon: WalletIcon },
  { to: paths.withDraw(), label: 'account.profile.withdraw', Icon: WithdrawIcon },
  { to: paths.capitalRecord(), label: 'account.profile.fundRecords', Icon: ReceiptIcon },
  { to: paths.topUpRecord(), label: 'account.profile.rechargeRecords', Icon: HistoryIcon },
  {
    to: paths.depositRecord(),
    label: 'account.profile.withdrawRecords',
    Icon: WithdrawRecordsIcon,
  },
];

const SERVICES: readonly Entry[] = [
  { to: paths.myFavourite(), label: 'account.profile.favourites', Icon: HeartIcon },
  { to: paths.heart(), label: 'account.profile.followedShops', Icon: ShopIcon },
  { to: paths.address(), label: 'account.profile.addresses', Icon: HomeIcon },
  { to: paths.notification(), label: 'account.profile.notifications', Icon: BellIcon },
  { to: paths.service(), label: 'account.profile.customerService', Icon: MessageIcon },
  { to: paths.platformComplaint(), label: 'account.profile.complaint', Icon: AlertIcon },
  { to: paths.helpAndSupport(), label: 'account.profile.help', Icon: HelpIcon },
  { to: paths.platform(), label: 'account.profile.platform', Icon: InfoIcon },
  { to: paths.law(), label: 'account.profile.law', Icon: DocumentIcon },
];

const SETTINGS: readonly Entry[] = [
  { to: paths.setting(), label: 'account.profile.settings', Icon: SettingsIcon },
  { to: paths.security(), label: 'account.profile.security', Icon: UserIcon },
  { to: paths.language(), label: 'account.profile.language', Icon: GlobeIcon },
];

function EntryList({ entries, title }: { entries: readonly Entry[]; title: string }) {
  const { t } = useTranslation();
  return (
    <ul className="profile-entries" aria-label={title}>
      {entries.map(({ to, label, Icon }) => (
        <li key={to}>
          <Link to={to} className="profile-entry">
            <Icon size="1.25rem" color="var(--color-brand)" />
            <span className="profile-entry-label">{t(label)}</span>
            <ChevronRightIcon size="0.875rem" color="var(--color-text-muted)" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * When fewer recharges wait than before, an audit has passed or refused one: the balance is read
 * again at once (the shopper sees the credit without a reload).
 */
function useBalanceAfterAudit(pending: PendingRecharges | undefined): void {
  const queryClient = useQueryClient();
  const waiting = useRef<number | undefined>(undefined);
  const count = pending?.count;
  useEffect(() => {
    if (count === undefined) return;
    const before = waiting.current;
    waiting.current = count;
    if (before !== undefined && count < before) {
      void queryClient.invalidateQueries({ queryKey: userKeys.info() });
    }
  }, [count, queryClient]);
}

/** /profile (Me): who is signed in, balance and wallet, orders by status, services, sign out. */
export default function ProfileScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  // Read again when the shopper comes back to the tab: an audit may have moved the balance.
  const shopper = useUser({ onReturn: true });
  const pending = usePendingRecharges();
  useBalanceAfterAudit(pending);
  const counts = useOrderCounts();
  const unread = useUnreadNotifications();
  const signOut = useSignOut();
  const [confirm, dialog] = useConfirm();
  const info = shopper.data;

  const leave = async () => {
    const sure = await confirm({
      title: t('account.profile.signOutQuestion'),
      confirmLabel: t('account.profile.signOut'),
      danger: true,
    });
    if (!sure) return;
    // Awaited: the session ends whatever the call answers, and that restarts this screen.
    await signOut.mutateAsync().catch(() => undefined);
    toast.success(t('account.profile.signedOut'));
    void navigate(paths.login(), { replace: true });
  };

  return (
    <div className="profile">
      <header className="profile-top">
        <div className="profile-actions">
          <Link
            to={paths.notification()}
            className="profile-icon-link count-badge-anchor"
            aria-label={
              unread > 0
                ? t('account.profile.notificationsUnread', { count: unread })
                : t('route.notification')
            }
          >
            <BellIcon size="1.375rem" color="currentColor" />
            <CountBadge count={unread} />
          </Link>
          <Link to={paths.setting()} className="profile-icon-link" aria-label={t('route.setting')}>
            <SettingsIcon size="1.375rem" color="currentColor" />
          </Link>
        </div>
        <div className="profile-who">
          {info?.avatar ? (
            <LazyImage
              className="profile-avatar"
              src={info.avatar}
              alt={t('account.profile.avatar')}
            />
          ) : (
            <span className="profile-avatar profile-avatar-initial" aria-hidden="true">
              {initialOf(info?.nickname, info?.email)}
            </span>
          )}
          <div className="profile-names">
            <h1 className="profile-nickname">
              {info ? info.nickname || info.email : <Skeleton width="8rem" />}
            </h1>
            <p className="profile-email">{info?.email}</p>
          </div>
        </div>
      </header>

      <section className="profile-card profile-wallet" aria-labelledby="profile-balance">
        <div className="profile-balance">
          <h2 id="profile-balance" className="profile-card-title">
            {t('account.profile.balance')}
          </h2>
          <p className="profile-balance-amount">
            {info ? money(info.money) : <Skeleton width="6rem" height="1.75rem" />}
          </p>
          {pending && pending.count > 0 && (
            <p className="profile-pending">
              <Link to={paths.topUpRecord(0)}>
                {t('account.profile.pendingRecharge', {
                  count: pending.count,
                  amount: money(pending.amountCents / 100),
                })}
              </Link>
            </p>
          )}
          {info && Number(info.frozen_money) > 0 && (
            <p className="profile-frozen">
              {t('account.profile.frozen', { amount: money(info.frozen_money) })}
            </p>
          )}
        </div>
        <ul className="profile-grid" aria-label={t('account.profile.wallet')}>
          {WALLET.map(({ to, label, Icon }) => (
            <li key={to}>
              <Link to={to} className="profile-grid-link">
                <Icon size="1.375rem" color="var(--color-brand)" />
                <span>{t(label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="profile-card" aria-labelledby="profile-orders">
        <div className="profile-card-head">
          <h2 id="profile-orders" className="profile-card-title">
            {t('account.profile.orders')}
          </h2>
          <Link to={paths.myPurchases()} className="profile-see-all">
            {t('account.profile.allOrders')}
            <ChevronRightIcon size="0.75rem" color="currentColor" />
          </Link>
        </div>
        <ul className="profile-grid">
          {ORDER_SHORTCUTS.map(({ status, label, Icon }) => {
            const count = counts.get(status);
            return (
              <li key={status}>
                <Link to={paths.myPurchases(status)} className="profile-grid-link">
                  <span className="profile-grid-icon">
                    <Icon size="1.375rem" color="var(--color-brand)" />
                    {count ? (
                      <span
                        className="count-pill count-pill-alert profile-badge"
                        aria-hidden="true"
                      >
                        {count > 99 ? '99+' : count}
                      </span>
                    ) : null}
                  </span>
                  <span>{t(label)}</span>
                  {count ? (
                    <span className="visually-hidden">
                      {t('account.profile.ordersWithCount', { count })}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <RecentlyViewed />

      <section className="profile-card" aria-labelledby="profile-services">
        <h2 id="profile-services" className="profile-card-title">
          {t('account.profile.services')}
        </h2>
        <EntryList entries={SERVICES} title={t('account.profile.services')} />
      </section>

      <section className="profile-card" aria-labelledby="profile-settings">
        <h2 id="profile-settings" className="profile-card-title">
          {t('account.profile.settingsTitle')}
        </h2>
        <EntryList entries={SETTINGS} title={t('account.profile.settingsTitle')} />
      </section>

      <div className="profile-sign-out">
        <Button variant="secondary" block busy={signOut.isPending} onClick={() => void leave()}>
          {t('account.profile.signOut')}
        </Button>
      </div>
      {dialog}
    </div>
  );
}
