import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountScreen } from './account-screen';
import { ChangePasswordForm } from './change-password-form';
import { PayPasswordForm } from './pay-password-form';
import './passwords.css';
import { paths } from '@/routing/paths';

const KINDS = ['login', 'pay'] as const;
type PasswordKind = (typeof KINDS)[number];

/** /passwords: both kinds on one screen, one tab each; the tab is in the URL (?kind=pay). */
export default function PasswordsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind: PasswordKind = params.get('kind') === 'pay' ? 'pay' : 'login';
  const label = (of: PasswordKind) =>
    t(of === 'login' ? 'account.password.loginTitle' : 'account.payCode.title');
  return (
    <AccountScreen title={t('route.passwords')} fallbackPath={paths.security()}>
      <div className="passwords-tabs" role="tablist" aria-label={t('route.passwords')}>
        {KINDS.map((of) => (
          <button
            key={of}
            type="button"
            role="tab"
            id={`passwords-tab-${of}`}
            aria-selected={kind === of}
            aria-controls={`passwords-panel-${of}`}
            className="passwords-tab"
            onClick={() => setParams(of === 'pay' ? { kind: 'pay' } : {}, { replace: true })}
          >
            {label(of)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`passwords-panel-${kind}`} aria-labelledby={`passwords-tab-${kind}`}>
        {kind === 'login' ? <ChangePasswordForm /> : <PayPasswordForm />}
      </div>
    </AccountScreen>
  );
}
