// Account rows <-> records: shoppers and the mails of the outbox (its recipient is the control
// API's `to`).
import type { OutboxMail } from '@storefront/contracts/control-api';
import type { User } from '../state';
import type { Row } from '../tables';

export function userFromRow(row: Row<'users'>): User {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    mobile: row.mobile,
    avatar: row.avatar,
    passwordHash: row.passwordHash,
    payCodeHash: row.payCodeHash,
    payCodeFailures: row.payCodeFailures,
    payCodeLockedUntil: row.payCodeLockedUntil,
    balance: row.balance,
    lang: row.lang,
    createdAt: row.createdAt,
  };
}

export function outboxMailFromRow(row: Row<'outboxMails'>): OutboxMail {
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    code: row.code,
    createdAt: row.createdAt,
  };
}
