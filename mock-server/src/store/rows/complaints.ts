// Complaint rows <-> records (the certificate pictures as an array).
import { parseJson } from '../db';
import type { Complaint } from '../state';
import type { Row } from '../tables';

export function complaintFromRow(row: Row<'complaints'>): Complaint {
  return {
    id: row.id,
    userId: row.userId,
    merchantId: row.merchantId,
    orderId: row.orderId,
    target: row.target,
    content: row.content,
    certificate: parseJson<string[]>(row.certificate),
    createdAt: row.createdAt,
  };
}
