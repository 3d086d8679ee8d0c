import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '@/ui/button';
import { QueryState } from '@/ui/query-state';
import { ScreenHeader } from '@/ui/screen-header';
import { FormOutline } from '@/ui/form-outline';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast-store';
import { useRuleForm } from '@/ui/use-rule-form';
import { useAddress } from './api/get-address';
import { useSaveAddress } from './api/save-address';
import '@/ui/form-screen.css';
import './address.css';
import { paths } from '@/routing/paths';
import { ADDRESS_TAG_KEYS, addressTagToSend, useAddressTagLabel } from '@/lib/address-tags';
import { useReturnTo } from '@/routing/return-to';
import { type Address, chooseAddressForCheckout } from '@/api/addresses';

const emptyAddress = { addressee: '', mobile: '', area: '', detail: '', tag: '' };
const suggestedTags = ADDRESS_TAG_KEYS;

/** The form's values of an address; a preset tag shows in the reader's language (`tagLabel`). */
function valuesOf(address: Address | undefined, tagLabel: (tag: string) => string) {
  if (!address) return emptyAddress;
  const { addressee, mobile, area, detail, tag } = address;
  return { addressee, mobile, area, detail, tag: tagLabel(tag) };
}

/** /addressForm/{id?}: a new address, or the one with this id to edit. */
export default function AddressFormScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const params = useParams();
  const id = params.id && /^[1-9][0-9]*$/.test(params.id) ? Number(params.id) : undefined;
  const existing = useAddress(id);
  const { returnTo } = useReturnTo();
  const title = id === undefined ? t('address.newTitle') : t('address.editTitle');
  return (
    <div className="form-screen">
      <ScreenHeader title={title} fallbackPath={returnTo ?? paths.address()} />
      {/* A new visit (not Back) starts from the saved address, or an empty one. */}
      {id === undefined ? (
        <AddressFields key={location.key} id={id} address={undefined} />
      ) : (
        <QueryState
          query={existing}
          pending={<FormOutline heights={['2.75rem', '2.75rem', '2.75rem', '2.75rem']} />}
        >
          {(address) => <AddressFields key={location.key} id={id} address={address} />}
        </QueryState>
      )}
    </div>
  );
}

function AddressFields({ id, address }: { id: number | undefined; address: Address | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveAddress();
  const tagLabel = useAddressTagLabel();
  const form = useRuleForm((rules) => rules.addressRule, valuesOf(address, tagLabel));
  // Opened from the checkout (`?redirect=/checkout…`): saved, it goes back there with this address.
  const { returnTo, goBack } = useReturnTo();
  const [isDefault, setDefault] = useState(address?.is_default ?? false);
  const [shown, setShown] = useState(address);
  const { values, reset } = form;

  // A cached address shows at once; when the fresh one arrives, it replaces it unless the shopper
  // has already started changing the form.
  if (address !== shown && address) {
    const untouched = Object.entries(valuesOf(shown, tagLabel)).every(
      ([name, value]) => values[name as keyof typeof values] === value,
    );
    setShown(address);
    if (untouched) {
      reset(valuesOf(address, tagLabel));
      setDefault(address.is_default);
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await form.check(event);
    if (!checked) return;
    save.mutate(
      {
        ...checked,
        // A preset chosen (or typed) in this language is sent as its key.
        tag: addressTagToSend(t, checked.tag),
        ...(id === undefined ? {} : { id }),
        is_default: isDefault,
      },
      {
        onSuccess: (saved) => {
          toast.success(t('success.save'));
          if (returnTo) {
            if (returnTo.split(/[?#]/)[0] === paths.checkout()) chooseAddressForCheckout(saved.id);
            goBack();
          } else void navigate(paths.address(), { replace: true });
        },
      },
    );
  };

  return (
    <form className="form-frame" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-body">
        {returnTo && id === undefined && <p className="form-note">{t('address.thenBack')}</p>}
        <div className="form-card">
          <TextField
            label={t('address.addressee')}
            autoComplete="name"
            {...form.field('addressee')}
          />
          <TextField
            label={t('address.mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={t('address.mobileHint')}
            {...form.field('mobile')}
          />
          <TextField
            label={t('address.area')}
            autoComplete="address-level1"
            hint={t('address.areaHint')}
            {...form.field('area')}
          />
          <TextField
            label={t('address.detail')}
            autoComplete="street-address"
            {...form.field('detail')}
          />
          <div className="address-tag-field">
            <TextField label={t('address.tag')} {...form.field('tag')} />
            <div className="address-tag-chips">
              {suggestedTags.map((tag) => (
                <button
                  key={tag}
                  type="button"
                  className="address-tag-chip"
                  onClick={() => form.setValue('tag', t(`address.tags.${tag}`))}
                >
                  {t(`address.tags.${tag}`)}
                </button>
              ))}
            </div>
          </div>
          <label className="address-default-switch">
            <input
              type="checkbox"
              checked={isDefault}
              onChange={(event) => setDefault(event.target.checked)}
            />
            <span>{t('address.setDefault')}</span>
          </label>
        </div>
      </div>
      <div className="form-bar">
        <Button type="submit" block busy={save.isPending}>
          {t('address.save')}
        </Button>
      </div>
    </form>
  );
}
