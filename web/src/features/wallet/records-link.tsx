import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/routing/paths';
import { ChevronRightIcon } from '@/ui/icons';

/** Below a wallet form: the way to the records that form makes (top-ups or withdrawals). */
export function RecordsLink({ to }: { to: 'topUpRecord' | 'depositRecord' }) {
  const { t } = useTranslation();
  return (
    <Link to={paths[to]()} className="wallet-records-link">
      {t(`route.${to}`)}
      <ChevronRightIcon size="1rem" color="currentColor" />
    </Link>
  );
}
