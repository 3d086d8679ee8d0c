import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { auditFilterFrom, auditFilters, auditLabel, type AuditFilter } from './audit-filter';
import type { FilterTab } from './filter-tabs';

/**
 * The audit filter of a record screen, read from the address (`?status=`), with the translated
 * tabs the records screen shows for it.
 */
export function useAuditFilter(): {
  status: AuditFilter;
  filter: { param: string; label: string; current: AuditFilter; tabs: FilterTab<AuditFilter>[] };
} {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const status = auditFilterFrom(searchParams.get('status'));
  return {
    status,
    filter: {
      param: 'status',
      label: t('wallet.auditFilter'),
      current: status,
      tabs: auditFilters.map((value) => ({ value, label: t(auditLabel(value)) })),
    },
  };
}
