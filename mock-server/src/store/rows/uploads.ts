// Upload rows <-> records (the same fields: kept apart so a column added later maps here only).
import type { Upload } from '../state';
import type { Row } from '../tables';

export function uploadFromRow(row: Row<'uploads'>): Upload {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt,
  };
}
