// Address rows <-> records (the default flag as a boolean).
import type { Address } from '../state';
import type { Row } from '../tables';

export function addressFromRow(row: Row<'addresses'>): Address {
  return {
    id: row.id,
    userId: row.userId,
    addressee: row.addressee,
    mobile: row.mobile,
    area: row.area,
    detail: row.detail,
    tag: row.tag,
    isDefault: row.isDefault === 1,
    createdAt: row.createdAt,
  };
}
