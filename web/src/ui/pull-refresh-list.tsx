import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './pull-refresh-list.css';

/** The spec's pull-refresh head height, in px. */
export const PULL_HEAD_HEIGHT = 50;

export interface PullRefreshListProps {
  children: ReactNode;
  /** Reloads the first page; the head shows 'refreshing' until it settles. */
  onRefresh: () => Promise<unknown>;
  /** Loads the next page when the end of the list comes into view. */
  onLoadMore?: () => unknown;
  hasMore: boolean;
  loadingMore: boolean;
  /** Shown instead of 'no more' when the list has no entries at all. */
  empty?: ReactNode;
  isEmpty?: boolean;
  className?: string;
}

type PullState = 'idle' | 'pulling' | 'armed' | 'refreshing';

/** Finger travel is damped so the head follows at about half speed, as native lists do. */
const DAMPING = 0.5;

export function PullRefreshList({
  children,
  onRefresh,
  onLoadMore,
  hasMore,
  loadingMore,
  empty,
  isEmpty = false,
  className,
}: PullRefreshListProps) {
  const { t } = useTranslation();
  const [pull, setPull] = useState<{ state: PullState; distance: number }>({
    state: 'idle',
    distance: 0,
  });
  const startY = useRef<number | undefined>(undefined);
  const sentinel = useRef<HTMLDivElement>(null);
  // The observer lives as long as the list can load more; it always calls the latest callback.
  const loadMore = useEffectEvent(() => onLoadMore?.());

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || loadingMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadingMore]);

  const refresh = async () => {
    setPull({ state: 'refreshing', distance: PULL_HEAD_HEIGHT });
    try {
      await onRefresh();
    } catch {
      // The HTTP client already told the shopper; the list keeps what it had.
    } finally {
      setPull({ state: 'idle', distance: 0 });
    }
  };

  const onTouchStart = (event: React.TouchEvent) => {
    if (pull.state === 'refreshing' || window.scrollY > 0) return;
    startY.current = event.touches[0]?.clientY;
  };
  const onTouchMove = (event: React.TouchEvent) => {
    if (startY.current === undefined || pull.state === 'refreshing') return;
    const delta = (event.touches[0]?.clientY ?? startY.current) - startY.current;
    if (delta <= 0) {
      setPull({ state: 'idle', distance: 0 });
      return;
    }
    const distance = Math.min(delta * DAMPING, PULL_HEAD_HEIGHT * 2);
    setPull({ state: distance >= PULL_HEAD_HEIGHT ? 'armed' : 'pulling', distance });
  };
  const onTouchEnd = () => {
    startY.current = undefined;
    if (pull.state === 'armed') void refresh();
    else if (pull.state === 'pulling') setPull({ state: 'idle', distance: 0 });
  };

  const headText =
    pull.state === 'refreshing'
      ? t('common.refreshing')
      : pull.state === 'armed'
        ? t('common.releaseToRefresh')
        : t('common.pullToRefresh');

  return (
    <div
      className={['pull-list', className].filter(Boolean).join(' ')}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
      aria-busy={pull.state === 'refreshing' || loadingMore}
    >
      <div
        className="pull-list-head"
        style={{
          height: pull.distance,
          transition: pull.state === 'pulling' || pull.state === 'armed' ? 'none' : undefined,
        }}
        aria-hidden={pull.state !== 'refreshing'}
      >
        <div className="pull-list-head-text" style={{ height: PULL_HEAD_HEIGHT }} role="status">
          {pull.state !== 'idle' && headText}
        </div>
      </div>
      {isEmpty && empty ? empty : children}
      <div ref={sentinel} className="pull-list-sentinel" />
      {!(isEmpty && empty) && (
        <div className="pull-list-foot" role="status">
          {loadingMore ? t('common.loadingMore') : hasMore ? '' : t('common.noMore')}
        </div>
      )}
    </div>
  );
}
