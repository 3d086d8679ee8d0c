import { useTranslation } from 'react-i18next';
import { auditLabel, type AuditStatus } from './audit-filter';

/** The audit result of a record, translated, coloured by outcome. */
export function AuditBadge({ status }: { status: AuditStatus }) {
  const { t } = useTranslation();
  return <span className={`wallet-badge wallet-badge-${status}`}>{t(auditLabel(status))}</span>;
}
