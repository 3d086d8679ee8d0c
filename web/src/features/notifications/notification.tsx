import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Schema } from '@/api/api';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { AlertIcon, BellIcon, CartIcon, WalletIcon, type IconProps } from '@/ui/icons';
import { InfiniteList } from '@/ui/infinite-list';
import { ScreenHeader } from '@/ui/screen-header';
import { LoadingRows } from '@/ui/skeleton-rows';
import { useNotifications } from './api/get-notifications';
import { useMarkRead } from './api/mark-read';
import { formatDateTime, useTimeZone } from '@/i18n/date-time';
import './notification.css';
import { paths } from '@/routing/paths';
import '@/ui/stack-list.css';

type Notice = Schema<'Notification'>;

const KIND: Record<
  Notice['type'],
  { Icon: ComponentType<IconProps>; label: `notifications.type.${Notice['type']}` }
> = {
  order: { Icon: CartIcon, label: 'notifications.type.order' },
  wallet: { Icon: WalletIcon, label: 'notifications.type.wallet' },
  refund: { Icon: AlertIcon, label: 'notifications.type.refund' },
  system: { Icon: BellIcon, label: 'notifications.type.system' },
};

const NOTICE_ROW = {
  rowClassName: 'notice',
  thumb: { width: '2.5rem', height: '2.5rem', radius: '999px' },
  lines: ['60%', '90%'],
};

/** /notification: newest first; opening one marks it read and follows its link, if any. */
export default function NotificationScreen() {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const notices = useNotifications();
  const markRead = useMarkRead();
  const unread = notices.data?.pages[0]?.unread ?? 0;

  const open = (notice: Notice) => {
    if (!notice.is_read) markRead.mutate({ ids: [notice.id] });
    if (notice.link.startsWith('/')) void navigate(notice.link);
  };

  return (
    <div className="notice-screen">
      <ScreenHeader title={t('route.notification')} fallbackPath={paths.profile()} />
      <InfiniteList
        query={notices}
        pending={<LoadingRows rows={3} row={NOTICE_ROW} />}
        failed={t('notifications.loadFailed')}
        above={
          <div className="notice-summary">
            <p role="status">
              {unread > 0
                ? t('notifications.unread', { count: unread })
                : t('notifications.allRead')}
            </p>
            {unread > 0 && (
              <Button
                variant="secondary"
                size="small"
                busy={markRead.isPending && !('ids' in (markRead.variables ?? {}))}
                onClick={() => markRead.mutate({ all: true })}
              >
                {t('notifications.readAll')}
              </Button>
            )}
          </div>
        }
        empty={
          <EmptyState
            icon={<BellIcon size="2rem" color="var(--color-brand)" />}
            title={t('notifications.emptyTitle')}
            body={t('notifications.emptyBody')}
          />
        }
      >
        {(list) => (
          <ul className="stack-list stack-list-inset">
            {list.map((notice) => {
              const { Icon, label } = KIND[notice.type];
              return (
                <li key={notice.id}>
                  <button
                    type="button"
                    className="notice"
                    data-read={notice.is_read}
                    onClick={() => open(notice)}
                  >
                    <span className="notice-icon">
                      <Icon size="1.25rem" color="var(--color-brand)" />
                    </span>
                    <span className="notice-text">
                      <span className="notice-head">
                        <span className="notice-title">{notice.title}</span>
                        {!notice.is_read && (
                          <span className="notice-dot">
                            <span className="visually-hidden">{t('notifications.new')}</span>
                          </span>
                        )}
                      </span>
                      <span className="notice-content">{notice.content}</span>
                      <span className="notice-meta">
                        {t(label)} ·{' '}
                        {formatDateTime(notice.created_at, i18n.language || 'en', timeZone)}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </InfiniteList>
    </div>
  );
}
