import { clock } from './clock';
import { fail } from './failure';
import { nextId } from '../store/state';
import type { FundKind, FundRecord, FundRemark, State, User } from '../store/state';

/**
 * The only way a balance changes: one ledger line per change, and a change that would make the
 * balance negative is refused. Synchronous, so two requests can never both spend the same money.
 */
export function moveFunds(
  state: State,
  user: User,
  kind: FundKind,
  amount: number,
  refId: number | null,
  remark: FundRemark,
): FundRecord {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`amount must be whole minor units: ${amount}`);
  const balanceAfter = user.balance + amount;
  if (balanceAfter < 0) fail('insufficient_balance');
  user.balance = balanceAfter;
  const record: FundRecord = {
    id: nextId(state, 'fund'),
    userId: user.id,
    kind,
    amount,
    balanceAfter,
    refId,
    remark,
    createdAt: clock.now(),
  };
  state.funds.push(record);
  return record;
}

/** The shopper's fund records, newest first, optionally of some kinds only. */
export function fundRecordsOf(
  state: State,
  userId: number,
  kinds?: readonly FundKind[],
): FundRecord[] {
  return state.funds
    .filter((record) => record.userId === userId && (!kinds || kinds.includes(record.kind)))
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}
