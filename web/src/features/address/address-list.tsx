import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/ui/button';
import { useConfirm } from '@/ui/confirm-dialog';
import { EmptyState } from '@/ui/empty-state';
import { HomeIcon, PlusIcon, TrashIcon } from '@/ui/icons';
import { QueryState } from '@/ui/query-state';
import { ScreenHeader } from '@/ui/screen-header';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast-store';
import { useDeleteAddress } from './api/delete-address';
import { useAddresses, type Address } from '@/api/addresses';
import { useSetDefaultAddress } from './api/set-default-address';
import '@/ui/button.css';
import '@/ui/form-screen.css';
import './address.css';
import { paths } from '@/routing/paths';
import { addressTagLabel } from '@/lib/address-tags';

/** /address: the shopper's addresses; make one the default, edit, delete (asked first), add. */
export default function AddressListScreen() {
  const { t } = useTranslation();
  const addresses = useAddresses();

  return (
    <div className="form-screen address-screen">
      <ScreenHeader title={t('route.address')} fallbackPath={paths.profile()} />
      <div className="form-body">
        <QueryState query={addresses} pending={<AddressSkeleton />}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState
                icon={<HomeIcon size="2rem" color="var(--color-brand)" />}
                title={t('address.emptyTitle')}
                body={t('address.emptyBody')}
              />
            ) : (
              <ul className="address-list">
                {list.map((address) => (
                  <AddressCard key={address.id} address={address} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
      <div className="form-bar">
        <Link to={paths.addressForm()} className="button button-primary button-block">
          <PlusIcon size="1rem" color="currentColor" />
          {t('address.add')}
        </Link>
      </div>
    </div>
  );
}

function AddressCard({ address }: { address: Address }) {
  const { t } = useTranslation();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [confirm, dialog] = useConfirm();

  const askDelete = async () => {
    const yes = await confirm({
      title: t('address.deleteTitle'),
      message: `${address.addressee} · ${address.detail}`,
      confirmLabel: t('address.delete'),
      danger: true,
    });
    if (yes) remove.mutate(address.id, { onSuccess: () => toast.success(t('success.delete')) });
  };

  // A preset tag in the reader's language, the shopper's own words as typed.
  const tag = addressTagLabel(t, address.tag);
  return (
    <li className="address-card" aria-label={`${tag} ${address.addressee}`}>
      <div className="address-card-head">
        <span className="address-tag">{tag}</span>
        {address.is_default && <span className="address-default">{t('address.default')}</span>}
      </div>
      <p className="address-who">
        <strong>{address.addressee}</strong> <span>{address.mobile}</span>
      </p>
      <p className="address-where">
        {address.detail}
        <br />
        {address.area}
      </p>
      <div className="address-actions">
        {/* A quiet, red-lettered Delete apart on the left: not the button the eye lands on
            (the confirmation that follows is the red one). */}
        <Button
          variant="ghost"
          size="small"
          className="address-delete"
          busy={remove.isPending}
          aria-label={t('address.deleteNamed', { tag })}
          onClick={() => void askDelete()}
        >
          <TrashIcon size="0.875rem" color="currentColor" />
          {t('address.delete')}
        </Button>
        {!address.is_default && (
          <Button
            variant="secondary"
            size="small"
            busy={setDefault.isPending}
            aria-label={t('address.makeDefaultNamed', { tag })}
            onClick={() =>
              setDefault.mutate(address.id, {
                onSuccess: () => toast.success(t('address.madeDefault', { tag })),
              })
            }
          >
            {t('address.makeDefault')}
          </Button>
        )}
        <Link
          to={paths.addressForm(address.id)}
          className="button button-secondary button-small"
          aria-label={t('address.editNamed', { tag })}
        >
          {t('address.edit')}
        </Link>
      </div>
      {dialog}
    </li>
  );
}

function AddressSkeleton() {
  return (
    <div className="address-list" aria-hidden="true">
      {[0, 1].map((index) => (
        <div key={index} className="address-card">
          <Skeleton width="30%" />
          <Skeleton width="70%" />
          <Skeleton width="90%" height="2.5em" />
        </div>
      ))}
    </div>
  );
}
