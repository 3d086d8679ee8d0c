import { findUser } from './accounts';
import { cardOnFile } from './card-on-file';
import { clock } from './clock';
import { fail } from './failure';
import { notify } from './notifications';
import { moveFunds } from './wallet';
import { auditedOf, decideAudit, insertAudited } from './audits';
import type { PageRequest, Page } from './paging';
import type { Db } from '../store/db';
import { formatMoney } from '../store/money';
import { withdrawalFromRow, withdrawalToRow } from '../store/rows/wallet';
import type { AuditState, Withdrawal } from '../store/state';

export { cardLabel, cardOnFile, type CardOnFile } from './card-on-file';

/** Service charge: 1 % of the amount, rounded to the cent (a mock decision). */
export const WITHDRAW_FEE_BASIS_POINTS = 100;
/** Smallest withdrawal: 10.00, so the charge is never zero and never the whole amount. */
export const MIN_WITHDRAWAL = 1000;

export function serviceCharge(amount: number): number {
  return Math.round((amount * WITHDRAW_FEE_BASIS_POINTS) / 10000);
}

export interface WithdrawRequest {
  amount: number;
  bankName: string;
  /** As the shopper typed it; only its brand and last four characters are kept. */
  cardNumber: string;
}

/**
 * A withdrawal takes the whole amount from the balance at once (held while the audit runs, so it
 * cannot be spent twice); the card receives the amount minus the service charge when approved, and
 * the whole amount comes back if it is refused.
 */
export function requestWithdrawal(db: Db, userId: number, request: WithdrawRequest): Withdrawal {
  const user = findUser(db, userId) ?? fail('login_required');
  if (request.amount < MIN_WITHDRAWAL) fail('amount_too_small', formatMoney(MIN_WITHDRAWAL));
  if (request.amount > user.balance) fail('insufficient_balance');
  const charge = serviceCharge(request.amount);
  // The number stops here: only its brand and last four are kept, answered and logged.
  const card = cardOnFile(request.cardNumber);
  const { id, sn } = insertAudited(
    db,
    'withdrawals',
    withdrawalToRow({
      sn: '',
      userId,
      type: 'bank',
      amount: request.amount,
      serviceCharge: charge,
      actualArrival: request.amount - charge,
      bankName: request.bankName.trim(),
      cardBrand: card.brand,
      cardLast4: card.last4,
      state: 0,
      auditNote: '',
      createdAt: clock.now(),
      auditedAt: null,
    }),
  );
  moveFunds(db, user, 'withdraw', -request.amount, id, { key: 'withdraw', sn });
  return withdrawalById(db, id) ?? fail('not_found', 'withdrawal');
}

function withdrawalById(db: Db, withdrawalId: number): Withdrawal | undefined {
  const row = db.first(db.q.selectFrom('withdrawals').selectAll().where('id', '=', withdrawalId));
  return row && withdrawalFromRow(row);
}

/** A page of the shopper's withdrawals, newest first, optionally in one audit state. */
export function withdrawalsOf(
  db: Db,
  userId: number,
  auditState?: AuditState,
  request: PageRequest = {},
): Page<Withdrawal> {
  return auditedOf(db, 'withdrawals', withdrawalFromRow, userId, auditState, request);
}

/** The shopper's newest withdrawal (its bank and card fill the next form), or undefined. */
export function lastWithdrawal(db: Db, userId: number): Withdrawal | undefined {
  return withdrawalsOf(db, userId, undefined, { limit: 1 }).list[0];
}

/** Money held by withdrawals waiting for their audit. */
export function frozenAmount(db: Db, userId: number): number {
  const held = db.first(
    db.q
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('sum'))
      .where('userId', '=', userId)
      .where('state', '=', 0),
  );
  return Number(held?.sum ?? 0);
}

/** Audit (control API): refusing gives the whole amount back. */
export function auditWithdrawal(
  db: Db,
  withdrawalId: number,
  approve: boolean,
  note = '',
): Withdrawal {
  const withdrawal = withdrawalById(db, withdrawalId) ?? fail('not_found', 'withdrawal');
  if (withdrawal.state !== 0) fail('audit_done');
  const user = findUser(db, withdrawal.userId) ?? fail('not_found', 'user');
  // Decided (and given back) once.
  decideAudit(db, 'withdrawals', withdrawal.id, approve, note);
  if (!approve) {
    moveFunds(db, user, 'withdraw_return', withdrawal.amount, withdrawal.id, {
      key: 'withdraw_return',
      sn: withdrawal.sn,
    });
  }
  notify(
    db,
    user.id,
    'wallet',
    approve ? 'withdraw_approved' : 'withdraw_refused',
    { amount: formatMoney(approve ? withdrawal.actualArrival : withdrawal.amount), remark: note },
    '/depositRecord',
  );
  return withdrawalById(db, withdrawal.id) ?? fail('not_found', 'withdrawal');
}
