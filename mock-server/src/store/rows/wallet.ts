// Wallet rows <-> records: fund records (the remark as remark_key and remark_text), recharges and
// withdrawals.
import type { FundRecord, FundRemark, Recharge, Withdrawal } from '../state';
import type { NewRow, Row } from '../tables';

export function fundRecordFromRow(row: Row<'fundRecords'>): FundRecord {
  return {
    id: row.id,
    userId: row.userId,
    kind: row.kind,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    refId: row.refId,
    remark: fundRemarkFromRow(row),
    createdAt: row.createdAt,
  };
}

/** A keyed remark keeps its serial in remark_text; a written one its whole text. */
function fundRemarkFromRow(row: Pick<Row<'fundRecords'>, 'remarkKey' | 'remarkText'>): FundRemark {
  return row.remarkKey === 'written'
    ? { key: 'written', text: row.remarkText }
    : { key: row.remarkKey, sn: row.remarkText };
}

/** A fund record's row; without an id (a new record) the store gives one. */
export function fundRecordToRow(
  record: Omit<FundRecord, 'id'> & { id?: number },
): NewRow<'fundRecords'> {
  return {
    ...(record.id !== undefined ? { id: record.id } : {}),
    userId: record.userId,
    kind: record.kind,
    amount: record.amount,
    balanceAfter: record.balanceAfter,
    refId: record.refId,
    remarkKey: record.remark.key,
    remarkText: record.remark.key === 'written' ? record.remark.text : record.remark.sn,
    createdAt: record.createdAt,
  };
}

export function rechargeFromRow(row: Row<'recharges'>): Recharge {
  return {
    id: row.id,
    sn: row.sn,
    userId: row.userId,
    method: row.method,
    network: row.network,
    address: row.address,
    amount: row.amount,
    evidence: row.evidence,
    state: row.state,
    auditNote: row.auditNote,
    createdAt: row.createdAt,
    auditedAt: row.auditedAt,
  };
}

/** A recharge's row; without an id (a new recharge) the store gives one. */
export function rechargeToRow(
  recharge: Omit<Recharge, 'id'> & { id?: number },
): NewRow<'recharges'> {
  return {
    ...(recharge.id !== undefined ? { id: recharge.id } : {}),
    sn: recharge.sn,
    userId: recharge.userId,
    method: recharge.method,
    network: recharge.network,
    address: recharge.address,
    amount: recharge.amount,
    evidence: recharge.evidence,
    state: recharge.state,
    auditNote: recharge.auditNote,
    createdAt: recharge.createdAt,
    auditedAt: recharge.auditedAt,
  };
}

export function withdrawalFromRow(row: Row<'withdrawals'>): Withdrawal {
  return {
    id: row.id,
    sn: row.sn,
    userId: row.userId,
    type: row.type,
    amount: row.amount,
    serviceCharge: row.serviceCharge,
    actualArrival: row.actualArrival,
    bankName: row.bankName,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    state: row.state,
    auditNote: row.auditNote,
    createdAt: row.createdAt,
    auditedAt: row.auditedAt,
  };
}

/** A withdrawal's row; without an id (a new withdrawal) the store gives one. */
export function withdrawalToRow(
  withdrawal: Omit<Withdrawal, 'id'> & { id?: number },
): NewRow<'withdrawals'> {
  return {
    ...(withdrawal.id !== undefined ? { id: withdrawal.id } : {}),
    sn: withdrawal.sn,
    userId: withdrawal.userId,
    type: withdrawal.type,
    amount: withdrawal.amount,
    serviceCharge: withdrawal.serviceCharge,
    actualArrival: withdrawal.actualArrival,
    bankName: withdrawal.bankName,
    cardBrand: withdrawal.cardBrand,
    cardLast4: withdrawal.cardLast4,
    state: withdrawal.state,
    auditNote: withdrawal.auditNote,
    createdAt: withdrawal.createdAt,
    auditedAt: withdrawal.auditedAt,
  };
}
