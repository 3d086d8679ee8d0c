import { findUser } from './accounts';
import { clock } from './clock';
import { fail } from './failure';
import { notify } from './notifications';
import { moveFunds } from './wallet';
import { nextId } from '../store/state';
import type { AuditState, State, Withdrawal } from '../store/state';

/** Service charge: 1% of the amount, rounded up to the cent, at least 0.01 (a mock decision). */
export const WITHDRAW_FEE_PERCENT = 1;

export function serviceCharge(amount: number): number {
  return Math.max(1, Math.ceil((amount * WITHDRAW_FEE_PERCENT) / 100));
}

export interface WithdrawRequest {
  type: string;
  amount: number;
  bankName: string;
  cardNumber: string;
  holder: string;
}

/**
 * A withdrawal takes the whole amount from the balance at once (so it cannot be spent twice while
 * the audit runs); the shopper receives the amount minus the service charge when approved, and the
 * whole amount comes back if it is refused.
 */
export function requestWithdrawal(
  state: State,
  userId: number,
  request: WithdrawRequest,
): Withdrawal {
  const user = findUser(state, userId) ?? fail('login_required');
  if (request.amount <= 0) fail('invalid_request', 'amount');
  const charge = serviceCharge(request.amount);
  if (charge >= request.amount) fail('invalid_request', 'amount');
  if (request.amount > user.balance) fail('insufficient_balance');
  const id = nextId(state, 'withdrawal');
  const withdrawal: Withdrawal = {
    id,
    sn: `WD${String(id).padStart(8, '0')}`,
    userId,
    type: request.type,
    amount: request.amount,
    serviceCharge: charge,
    actualArrival: request.amount - charge,
    bankName: request.bankName.trim(),
    cardNumber: request.cardNumber.replace(/\s+/g, ''),
    holder: request.holder.trim(),
    state: 0,
    auditNote: '',
    createdAt: clock.now(),
    auditedAt: null,
  };
  moveFunds(state, user, 'withdraw', -request.amount, id, `Withdrawal ${withdrawal.sn}`);
  state.withdrawals.push(withdrawal);
  return withdrawal;
}

export function withdrawalsOf(state: State, userId: number, auditState?: AuditState): Withdrawal[] {
  return state.withdrawals
    .filter((w) => w.userId === userId && (auditState === undefined || w.state === auditState))
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
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
  if (!approve)
    moveFunds(
      state,
      user,
      'withdraw_return',
      withdrawal.amount,
      withdrawal.id,
      `Withdrawal ${withdrawal.sn} refused`,
    );
  withdrawal.state = approve ? 1 : 2;
  withdrawal.auditNote = note;
  withdrawal.auditedAt = clock.now();
  notify(
    state,
    user.id,
    'withdraw',
    approve ? 'Withdrawal approved' : 'Withdrawal refused',
    approve
      ? `Withdrawal ${withdrawal.sn} was paid to your card.`
      : `Withdrawal ${withdrawal.sn} was refused; the amount is back in your wallet.`,
    withdrawal.id,
  );
  return withdrawal;
}
