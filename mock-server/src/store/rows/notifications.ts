// Notification rows <-> records (the read flag as a boolean, the text's values as an object).
import { parseJson } from '../db';
import type { Notification } from '../state';
import type { Row } from '../tables';

export function notificationFromRow(row: Row<'notifications'>): Notification {
  return {
    id: row.id,
    userId: row.userId,
    kind: row.kind,
    key: row.key as Notification['key'],
    params: parseJson<Record<string, string>>(row.params),
    link: row.link,
    read: row.read === 1,
    createdAt: row.createdAt,
  };
}
