import { findUser } from './accounts';
import { cardOnFile } from './card-on-file';
import { clock } from './clock';
import { fail } from './failure';
import { notify } from './notifications';
import { moveFunds } from './wallet';
import { formatMoney } from '../store/money';
import { nextId } from '../store/state';
import type { AuditState, State, Withdrawal } from '../store/state';

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
export function requestWithdrawal(
  state: State,
  userId: number,
  request: WithdrawRequest,
): Withdrawal {
  const user = findUser(state, userId) ?? fail('login_required');
  if (request.amount < MIN_WITHDRAWAL) fail('amount_too_small', formatMoney(MIN_WITHDRAWAL));
  if (request.amount > user.balance) fail('insufficient_balance');
  const charge = serviceCharge(request.amount);
  // The number stops here: only its brand and last four are kept, answered and logged.
  const card = cardOnFile(request.cardNumber);
  const id = nextId(state, 'withdrawal');
  const withdrawal: Withdrawal = {
    id,
    sn: `WD${String(id).padStart(8, '0')}`,
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
  };
  moveFunds(state, user, 'withdraw', -request.amount, id, { key: 'withdraw', sn: withdrawal.sn });
  state.withdrawals.push(withdrawal);
  return withdrawal;
}

export function withdrawalsOf(state: State, userId: number, auditState?: AuditState): Withdrawal[] {
  return state.withdrawals
    .filter((w) => w.userId === userId && (auditState === undefined || w.state === auditState))
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

/** Money held by withdrawals waiting for their audit. */
export function frozenAmount(state: State, userId: number): number {
  return withdrawalsOf(state, userId, 0).reduce((sum, w) => sum + w.amount, 0);
}

/** Audit (control API): refusing gives the whole amount back. */
export function auditWithdrawal(
  state: State,
  withdrawalId: number,
  approve: boolean,
  note = '',
): Withdrawal {
  const withdrawal =
    state.withdrawals.find((w) => w.id === withdrawalId) ?? fail('not_found', 'withdrawal');
  if (withdrawal.state !== 0) fail('audit_done');
  const user = findUser(state, withdrawal.userId) ?? fail('not_found', 'user');
  if (!approve) {
    moveFunds(state, user, 'withdraw_return', withdrawal.amount, withdrawal.id, {
      key: 'withdraw_return',
      sn: withdrawal.sn,
    });
  }
  withdrawal.state = approve ? 1 : 2;
  withdrawal.auditNote = note;
  withdrawal.auditedAt = clock.now();
  notify(
    state,
    user.id,
    'wallet',
    approve ? 'withdraw_approved' : 'withdraw_refused',
    { amount: formatMoney(approve ? withdrawal.actualArrival : withdrawal.amount), remark: note },
    '/depositRecord',
  );
  return withdrawal;
}
