export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Cuts one page (1-based) out of a list; page size defaults to 20 and is capped at 100. */
export function paginate<T>(items: readonly T[], page = 1, limit = DEFAULT_PAGE_SIZE): Page<T> {
  const size = Math.min(Math.max(1, Math.trunc(limit) || DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const number = Math.max(1, Math.trunc(page) || 1);
  const start = (number - 1) * size;
  return { list: items.slice(start, start + size), total: items.length, page: number, limit: size };
}
