import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePayPasswordStatus } from '@/api/pay-password-status';
import { useUser } from '@/api/user';
import { ChevronRightIcon } from '@/ui/icons';
import { ScreenHeader } from '@/ui/screen-header';
import './settings.css';
import { paths } from '@/routing/paths';

/** /security: the account's e-mail, and where to change the login password and payment code. */
export default function SecurityScreen() {
  const { t } = useTranslation();
  const { data: userInfo } = useUser();
  const payStatus = usePayPasswordStatus();
  const payState =
    payStatus.data === undefined
      ? ''
      : t(
          payStatus.data.is_set
            ? 'settings.security.payCodeSet'
            : 'settings.security.payCodeNotSet',
        );

  return (
    <div className="settings-screen">
      <ScreenHeader title={t('route.security')} fallbackPath={paths.profile()} />
      <div className="settings-body">
        <p className="settings-intro">{t('settings.security.intro')}</p>
        <ul className="settings-group">
          <li>
            <div className="settings-row">
              <span className="settings-row-label">{t('settings.security.account')}</span>
              <span className="settings-row-value">{userInfo?.email}</span>
            </div>
          </li>
          <li>
            <Link to={paths.changePassword()} className="settings-row">
              <span className="settings-row-label">{t('settings.security.loginPassword')}</span>
              <span className="settings-row-value">{t('settings.security.change')}</span>
              <ChevronRightIcon size="0.875rem" color="var(--color-text-muted)" />
            </Link>
          </li>
          <li>
            <Link to={paths.changePayPwd()} className="settings-row">
              <span className="settings-row-label">{t('settings.security.payCode')}</span>
              <span className="settings-row-value">{payState}</span>
              <ChevronRightIcon size="0.875rem" color="var(--color-text-muted)" />
            </Link>
          </li>
          <li>
            <Link to={paths.passwords()} className="settings-row">
              <span className="settings-row-label">{t('settings.security.bothPasswords')}</span>
              <ChevronRightIcon size="0.875rem" color="var(--color-text-muted)" />
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
