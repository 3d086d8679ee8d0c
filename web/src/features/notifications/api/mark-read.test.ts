import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/api/api';
import { withRead } from './mark-read';

type Page = Schema<'NotificationPage'>;

const notice = (id: number, isRead = false): Schema<'Notification'> => ({
  id,
  type: 'order',
  title: `Order ${id}`,
  content: 'On its way',
  link: `/orderInfo/${id}`,
  is_read: isRead,
  created_at: 1_790_000_000 + id,
});

const pages: InfiniteData<Page> = {
  pageParams: [1, 2],
  pages: [
    { list: [notice(5), notice(4, true)], total: 4, page: 1, limit: 2, unread: 3 },
    { list: [notice(3), notice(2)], total: 4, page: 2, limit: 2, unread: 3 },
  ],
};

const readIds = (data: InfiniteData<Page> | undefined) =>
  data?.pages.flatMap((page) => page.list.filter((n) => n.is_read).map((n) => n.id));

describe('marking notifications read in the cached pages', () => {
  it('marks only the given ones, on whichever page they are, with the server count', () => {
    const next = withRead(pages, { ids: [5, 2] }, 1);
    expect(readIds(next)).toEqual([5, 4, 2]);
    expect(next?.pages.map((page) => page.unread)).toEqual([1, 1]);
    // The cache it came from is left as it was.
    expect(readIds(pages)).toEqual([4]);
  });

  it('marks every one for "all"', () => {
    expect(readIds(withRead(pages, { all: true }, 0))).toEqual([5, 4, 3, 2]);
  });

  it('leaves a list that was never loaded alone', () => {
    expect(withRead(undefined, { all: true }, 0)).toBeUndefined();
  });
});
