/** The audit filter of recharge and withdraw records (spec section 4), in the spec's order. */
export const auditFilters = ['all', 2, 0, 1] as const;
export type AuditFilter = (typeof auditFilters)[number];
export type AuditStatus = Exclude<AuditFilter, 'all'>;

const labels = {
  all: 'audit.all',
  2: 'audit.refused',
  0: 'audit.auditing',
  1: 'audit.passed',
} as const;

/** The translation key of a filter tab or of a record's audit result. */
export function auditLabel<Filter extends AuditFilter>(filter: Filter): (typeof labels)[Filter] {
  return labels[filter];
}

/** The filter written in the address (`?status=2`); anything else is all. */
export function auditFilterFrom(text: string | null): AuditFilter {
  return auditFilters.find((filter) => String(filter) === text) ?? 'all';
}
