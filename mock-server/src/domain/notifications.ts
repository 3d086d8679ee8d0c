import { clock } from './clock';
import { fail } from './failure';
import { nextId } from '../store/state';
import type { Notification, NotificationKey, State } from '../store/state';

export function notify(
  state: State,
  userId: number,
  kind: Notification['kind'],
  key: NotificationKey,
  params: Record<string, string>,
  link: string,
): Notification {
  const notification: Notification = {
    id: nextId(state, 'notification'),
    userId,
    kind,
    key,
    params,
    link,
    read: false,
    createdAt: clock.now(),
  };
  state.notifications.push(notification);
  return notification;
}

/** Newest first. */
export function notificationsOf(state: State, userId: number): Notification[] {
  return state.notifications
    .filter((notification) => notification.userId === userId)
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

export function unreadCount(state: State, userId: number): number {
  return state.notifications.filter((n) => n.userId === userId && !n.read).length;
}

/** Marks some notifications (or, without ids, all of them) read; answers the unread count. */
export function markRead(state: State, userId: number, ids?: readonly number[]): number {
  const mine = state.notifications.filter((n) => n.userId === userId);
  if (ids === undefined) {
    for (const n of mine) n.read = true;
  } else {
    const found = ids.map(
      (id) => mine.find((n) => n.id === id) ?? fail('not_found', 'notification'),
    );
    for (const n of found) n.read = true;
  }
  return unreadCount(state, userId);
}
