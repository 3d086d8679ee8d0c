// Cart rows <-> records (the selected flag as a boolean).
import type { CartLine } from '../state';
import type { Row } from '../tables';

export function cartLineFromRow(row: Row<'cartLines'>): CartLine {
  return {
    id: row.id,
    userId: row.userId,
    productId: row.productId,
    quantity: row.quantity,
    selected: row.selected === 1,
    addedAt: row.addedAt,
  };
}
