/** One page of a list as the API answers it (`{list, total, page, limit}`). */
export interface ListPage<Entry> {
  list: Entry[];
  total: number;
  page: number;
  limit: number;
}

/** The next page to ask for, or undefined when the last answer reached the total. */
export function nextPageParam(last: ListPage<unknown>): number | undefined {
  return last.page * last.limit < last.total && last.list.length > 0 ? last.page + 1 : undefined;
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
