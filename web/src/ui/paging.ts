/** One page of a list as the API answers it (`{list, total, page, limit}`; notifications add `unread`). */
export interface ListPage<Entry> {
  list: Entry[];
  total: number;
  page: number;
  limit: number;
}

/**
 * The next page to ask for, or undefined on the last page: the one rule of every infinite query.
 * Every list answer of the contract (`*Page` in contracts/openapi.yaml) is `{list, total, page,
 * limit}`. A page is the last when it is empty or shorter than `limit` (the list ended, or shrank
 * since the total was counted: a favourite removed, an order paid), or when it reaches `total`.
 * Without a total (a list answer that does not count) only a full page asks for more.
 */
export function nextPageParam(last: {
  list: readonly unknown[];
  page: number;
  limit: number;
  total?: number;
}): number | undefined {
  if (last.list.length === 0 || last.list.length < last.limit) return undefined;
  if (last.total !== undefined && last.page * last.limit >= last.total) return undefined;
  return last.page + 1;
}

/** Every entry of the pages loaded so far, without the duplicates a shifting list can give. */
export function entriesOf<Entry extends { id: number }>(
  pages: readonly ListPage<Entry>[] | undefined,
): Entry[] {
  const seen = new Set<number>();
  const entries: Entry[] = [];
  for (const page of pages ?? []) {
    for (const entry of page.list) {
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
      entries.push(entry);
    }
  }
  return entries;
}
