import { clock } from './clock';
import { fail } from './failure';
import { pageOfQuery, type Page, type PageRequest } from './paging';
import type { Db } from '../store/db';
import type { AuditState } from '../store/state';
import type { NewRow, Row } from '../store/tables';

/**
 * What a recharge and a withdrawal share: both wait for the platform's audit (0 waiting, 1 passed,
 * 2 refused), carry a serial made of their id, and are listed to their shopper newest first.
 * What each audit then does to the wallet stays in recharges.ts and withdrawals.ts.
 */
export type AuditedTable = 'recharges' | 'withdrawals';

/** The serial of a recharge (`RC00000012`) or a withdrawal (`WD00000012`). */
const SERIAL_PREFIX: Record<AuditedTable, string> = { recharges: 'RC', withdrawals: 'WD' };

/**
 * Records a request waiting for audit and answers its id and serial. The serial is made of the
 * id, which the insert gives: empty until the next statement (the transaction is synchronous, so
 * nothing else is written in between).
 */
export function insertAudited<T extends AuditedTable>(
  db: Db,
  table: T,
  row: NewRow<T>,
): { id: number; sn: string } {
  // Both tables have these columns; Kysely's types follow one table name, not a type parameter.
  const both: AuditedTable = table;
  const id = db.insertId(db.q.insertInto(both).values({ ...row, sn: '' } as NewRow<AuditedTable>));
  const sn = `${SERIAL_PREFIX[table]}${String(id).padStart(8, '0')}`;
  db.run(db.q.updateTable(both).set({ sn }).where('id', '=', id));
  return { id, sn };
}

/**
 * Decides a waiting request once: the update is guarded by the state, so two audits of the same
 * request (or an audit after a decision) change nothing and fail with `audit_done`.
 */
export function decideAudit(
  db: Db,
  table: AuditedTable,
  id: number,
  approve: boolean,
  note: string,
): void {
  const decided = db.run(
    db.q
      .updateTable(table)
      .set({ state: approve ? 1 : 2, auditNote: note, auditedAt: clock.now() })
      .where('id', '=', id)
      .where('state', '=', 0),
  );
  if (decided.changes === 0) fail('audit_done');
}

/** A page of a shopper's requests of one kind, newest first, optionally in one audit state. */
export function auditedOf<T extends AuditedTable, R>(
  db: Db,
  table: T,
  fromRow: (row: Row<T>) => R,
  userId: number,
  auditState: AuditState | undefined,
  request: PageRequest,
): Page<R> {
  const both: AuditedTable = table;
  let found = db.q.selectFrom(both).where('userId', '=', userId);
  if (auditState !== undefined) found = found.where('state', '=', auditState);
  return pageOfQuery(
    db,
    request,
    found,
    found.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc'),
    (row) => fromRow(row as Row<T>),
  );
}
