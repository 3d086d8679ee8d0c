import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/ui/empty-state';
import { WalletIcon } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import '@/ui/stack-list.css';

export function RecordSkeleton() {
  return (
    <ul className="stack-list stack-list-inset" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className="wallet-record">
          <Skeleton width="40%" />
          <Skeleton width="70%" />
          <Skeleton width="55%" />
        </li>
      ))}
    </ul>
  );
}

export function RecordEmpty() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<WalletIcon size="2rem" color="var(--color-brand)" />}
      title={t('wallet.emptyTitle')}
      body={t('wallet.emptyBody')}
    />
  );
}
