import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/ui/button';
import { HomeIcon } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { useAddresses, type Address } from '@/api/addresses';
import { paths } from '@/routing/paths';
import { returnState, withReturn } from '@/routing/return-to';
import { addressTagLabel } from '@/lib/address-tags';

/** The shipping address of the checkout, with a list to choose another or a way to add one. */
export function AddressChoice({
  address,
  onChoose,
}: {
  address: Address | null;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const addresses = useAddresses(open);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  return (
    <section className="checkout-card" aria-labelledby="checkout-address">
      <div className="checkout-section-head">
        <h2 className="checkout-section-title" id="checkout-address">
          <HomeIcon size="1rem" color="var(--color-text-muted)" />
          {t('checkout.address')}
        </h2>
        {address && (
          <Button
            variant="ghost"
            size="small"
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('common.close') : t('checkout.changeAddress')}
          </Button>
        )}
      </div>
      {address ? (
        <AddressLines address={address} />
      ) : (
        <div className="checkout-no-address">
          <p>{t('checkout.noAddress')}</p>
          {/* Straight to the form, which comes back here with the new address chosen. */}
          <Link
            to={withReturn(paths.addressForm(), here)}
            state={returnState(here)}
            className="button button-primary button-small"
          >
            {t('checkout.addAddress')}
          </Link>
        </div>
      )}
      {open && (
        <fieldset className="checkout-address-list">
          <legend className="visually-hidden">{t('checkout.chooseAddress')}</legend>
          {addresses.isPending ? (
            <Skeleton height="3rem" />
          ) : (
            (addresses.data ?? []).map((choice) => (
              <label key={choice.id} className="checkout-address-option">
                <input
                  type="radio"
                  name="checkout-address"
                  checked={choice.id === address?.id}
                  onChange={() => {
                    onChoose(choice.id);
                    setOpen(false);
                  }}
                />
                <AddressLines address={choice} />
              </label>
            ))
          )}
          <Link to={paths.address()} className="checkout-link">
            {t('checkout.manageAddresses')}
          </Link>
        </fieldset>
      )}
    </section>
  );
}

function AddressLines({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <div className="checkout-address-lines">
      <p className="checkout-address-name">
        {address.addressee} <span>{address.mobile}</span>
        {address.tag && <span className="checkout-tag">{addressTagLabel(t, address.tag)}</span>}
        {address.is_default && <span className="checkout-tag">{t('checkout.default')}</span>}
      </p>
      <p>
        {address.area} {address.detail}
      </p>
    </div>
  );
}
