import { clock } from './clock';
import { fail } from './failure';
import { DEFAULT_PAGE_SIZE, pageOfQuery, type Page } from './paging';
import { flag, type Db } from '../store/db';
import { notificationFromRow } from '../store/rows/notifications';
import type { Notification, NotificationKey } from '../store/state';

export function notify(
  db: Db,
  userId: number,
  kind: Notification['kind'],
  key: NotificationKey,
  params: Record<string, string>,
  link: string,
): Notification {
  const row = db.first(
    db.q
      .insertInto('notifications')
      .values({
        userId,
        kind,
        key,
        params: JSON.stringify(params),
        link,
        read: flag(false),
        createdAt: clock.now(),
      })
      .returningAll(),
  );
  return notificationFromRow(row ?? fail('not_found', 'notification'));
}

const newestFirst = (db: Db, userId: number) =>
  db.q
    .selectFrom('notifications')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc');

/** Newest first. */
export function notificationsOf(db: Db, userId: number): Notification[] {
  return db.all(newestFirst(db, userId)).map(notificationFromRow);
}

/** One page (1-based) of a shopper's notifications, newest first. */
export function notificationPage(
  db: Db,
  userId: number,
  page = 1,
  limit = DEFAULT_PAGE_SIZE,
): Page<Notification> {
  return pageOfQuery(
    db,
    { page, limit },
    db.q.selectFrom('notifications').where('userId', '=', userId),
    newestFirst(db, userId),
    notificationFromRow,
  );
}

export function unreadCount(db: Db, userId: number): number {
  const counted = db.first(
    db.q
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('unread'))
      .where('userId', '=', userId)
      .where('read', '=', 0),
  );
  return counted?.unread ?? 0;
}

/** Marks some notifications (or, without ids, all of them) read; answers the unread count. */
export function markRead(db: Db, userId: number, ids?: readonly number[]): number {
  const mine = db.q
    .updateTable('notifications')
    .set({ read: flag(true) })
    .where('userId', '=', userId);
  if (ids === undefined) {
    db.run(mine.where('read', '=', 0));
  } else if (ids.length > 0) {
    const wanted = [...new Set(ids)];
    const found = db.all(
      db.q
        .selectFrom('notifications')
        .select('id')
        .where('userId', '=', userId)
        .where('id', 'in', wanted),
    );
    // Another shopper's notification is as unknown as one that does not exist.
    if (found.length < wanted.length) fail('not_found', 'notification');
    db.run(mine.where('id', 'in', wanted));
  }
  return unreadCount(db, userId);
}
