import { describe, expect, it } from 'vitest';
import { auditFilterFrom, auditFilters, auditLabel } from './audit-filter';

describe('audit filter', () => {
  it('offers all, refused, auditing, passed in the spec order', () => {
    expect(auditFilters.map(auditLabel)).toEqual([
      'audit.all',
      'audit.refused',
      'audit.auditing',
      'audit.passed',
    ]);
  });

  it('reads the filter from the address and falls back to all', () => {
    expect(auditFilterFrom('2')).toBe(2);
    expect(auditFilterFrom('0')).toBe(0);
    expect(auditFilterFrom('1')).toBe(1);
    expect(auditFilterFrom(null)).toBe('all');
    expect(auditFilterFrom('3')).toBe('all');
    expect(auditFilterFrom('refused')).toBe('all');
  });
});
