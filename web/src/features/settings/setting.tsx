import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initialOf } from '@/lib/initial';
import { useUser } from '@/api/user';
import { ChevronRightIcon } from '@/ui/icons';
import { LazyImage } from '@/ui/lazy-image';
import { ScreenHeader } from '@/ui/screen-header';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast-store';
import { useUploadAvatar } from './api/upload-avatar';
import { ProfileForm } from './profile-form';
import '@/ui/button.css';
import './settings.css';
import { paths } from '@/routing/paths';

const LINKS = [
  { to: paths.security(), label: 'route.security' },
  { to: paths.language(), label: 'route.language' },
  { to: paths.address(), label: 'route.address' },
] as const;

/** /setting: profile picture, nickname and mobile number, and the other settings screens. */
export default function SettingScreen() {
  const { t } = useTranslation();
  const { data: userInfo } = useUser();
  const upload = useUploadAvatar();

  const pickAvatar = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, { onSuccess: () => toast.success(t('success.upload')) });
  };

  return (
    <div className="settings-screen">
      <ScreenHeader title={t('route.setting')} fallbackPath={paths.profile()} />
      <div className="settings-body">
        <h2 className="settings-group-title">{t('settings.profile.title')}</h2>
        {userInfo ? (
          <>
            <div className="settings-form settings-avatar">
              {userInfo.avatar ? (
                <LazyImage
                  className="settings-avatar-picture"
                  src={userInfo.avatar}
                  alt={t('settings.profile.avatar')}
                />
              ) : (
                <span
                  className="settings-avatar-picture settings-avatar-initial"
                  aria-hidden="true"
                >
                  {initialOf(userInfo.nickname, userInfo.email)}
                </span>
              )}
              <label
                className="settings-file button button-secondary button-small"
                aria-busy={upload.isPending || undefined}
              >
                {upload.isPending
                  ? t('settings.profile.uploading')
                  : t('settings.profile.changeAvatar')}
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  disabled={upload.isPending}
                  onChange={pickAvatar}
                />
              </label>
            </div>
            <ProfileForm key={userInfo.id} shopper={userInfo} />
          </>
        ) : (
          <Skeleton height="14rem" radius="16px" />
        )}
        <h2 className="settings-group-title">{t('settings.more')}</h2>
        <ul className="settings-group">
          {LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className="settings-row">
                <span className="settings-row-label">{t(label)}</span>
                <ChevronRightIcon size="0.875rem" color="var(--color-text-muted)" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
