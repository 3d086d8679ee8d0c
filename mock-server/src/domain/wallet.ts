import { pageOfQuery, type PageRequest, type Page } from './paging';
import { clock } from './clock';
import { fail } from './failure';
import type { Db } from '../store/db';
import { fundRecordFromRow, fundRecordToRow } from '../store/rows/wallet';
import type { FundKind, FundRecord, FundRemark, User } from '../store/state';

/**
 * The only way a balance changes: one ledger line per change, written in the caller's transaction
 * with the balance, and a change that would make the balance negative is refused. The balance is
 * changed by one guarded UPDATE (never read, then written), so two requests can never both spend
 * the same money.
 */
export function moveFunds(
  db: Db,
  user: Pick<User, 'id'>,
  kind: FundKind,
  amount: number,
  refId: number | null,
  remark: FundRemark,
): FundRecord {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`amount must be whole minor units: ${amount}`);
  const changed = db.first(
    db.q
      .updateTable('users')
      .set((eb) => ({ balance: eb('balance', '+', amount) }))
      .where('id', '=', user.id)
      .where((eb) => eb(eb('balance', '+', amount), '>=', 0))
      .returning('balance'),
  );
  // The callers found the shopper: no row changed means the balance does not cover it.
  if (!changed) fail('insufficient_balance');
  const record: Omit<FundRecord, 'id'> = {
    userId: user.id,
    kind,
    amount,
    balanceAfter: changed.balance,
    refId,
    remark,
    createdAt: clock.now(),
  };
  return {
    id: db.insertId(db.q.insertInto('fundRecords').values(fundRecordToRow(record))),
    ...record,
  };
}

/** A page of the shopper's fund records, newest first, optionally of some kinds only. */
export function fundRecordsOf(
  db: Db,
  userId: number,
  kinds?: readonly FundKind[],
  request: PageRequest = {},
): Page<FundRecord> {
  let records = db.q.selectFrom('fundRecords').where('userId', '=', userId);
  if (kinds) records = records.where('kind', 'in', kinds);
  return pageOfQuery(
    db,
    request,
    records,
    records.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc'),
    fundRecordFromRow,
  );
}
