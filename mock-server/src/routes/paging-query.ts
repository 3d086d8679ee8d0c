/** page and limit of a list call, already validated and coerced by the contract's schemas. */
export function pageOf(
  query: Record<string, unknown>,
  defaultLimit = 10,
): { page: number; limit: number } {
  return {
    page: typeof query.page === 'number' ? query.page : 1,
    limit: typeof query.limit === 'number' ? query.limit : defaultLimit,
  };
}
