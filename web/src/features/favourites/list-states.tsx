import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/ui/empty-state';
import { InfiniteList, type InfiniteListProps } from '@/ui/infinite-list';
import { MainLink } from '@/ui/main-link';
import { LoadingRows } from '@/ui/skeleton-rows';

const SAVED_ROW = {
  rowClassName: 'saved-row',
  thumb: { width: '72px', height: '72px', radius: '10px' },
  lines: ['70%', '40%'],
};

/** Rows of grey while the first page loads. */
function ListSkeleton() {
  return <LoadingRows rows={4} row={SAVED_ROW} />;
}

/** A saved list (favourite products, followed shops): its outline, failure and empty state. */
export function SavedList<Entry extends { id: number }>({
  query,
  empty,
  children,
}: Pick<InfiniteListProps<Entry>, 'query' | 'children'> & {
  /** The empty list's title and body, and where to find something to keep. */
  empty: { title: string; body: string; link: { to: string; label: string } };
}) {
  const { t } = useTranslation();
  return (
    <InfiniteList
      query={query}
      pending={<ListSkeleton />}
      failed={t('favourites.loadFailed')}
      empty={
        <EmptyState title={empty.title} body={empty.body} action={<MainLink {...empty.link} />} />
      }
    >
      {children}
    </InfiniteList>
  );
}
