import { clock } from './clock';
import { fail } from './failure';
import { nextId } from '../store/state';
import type { Notification, State } from '../store/state';

export function notify(
  state: State,
  userId: number,
  kind: Notification['kind'],
  title: string,
  body: string,
  refId: number | null = null,
): Notification {
  const notification: Notification = {
    id: nextId(state, 'notification'),
    userId,
    kind,
    title,
    body,
    refId,
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

/** Marks one notification (or, without an id, all of them) read. */
export function markRead(state: State, userId: number, id?: number): void {
  if (id === undefined) {
    for (const n of state.notifications) if (n.userId === userId) n.read = true;
    return;
  }
  const found = state.notifications.find((n) => n.id === id && n.userId === userId);
  if (!found) fail('not_found', 'notification');
  found.read = true;
}
