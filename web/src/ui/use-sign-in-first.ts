import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AFTER_LOGIN_KEY, LOGIN_PATH } from '@/routing/login-guard';
import { isSignedIn } from '@/api/user';
import { sessionCache } from '@/session/session-storage';
import { toast } from './toast-store';

/**
 * For actions a guest may see but not do (add to cart, favourite, follow, chat) on screens open to
 * guests: `if (!signInFirst()) return;`. A guest gets what the login guard gives on a protected
 * screen (the 'loginFirst' toast, then /login) and comes back to this screen after signing in.
 */
export function useSignInFirst(): () => boolean {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (isSignedIn()) return true;
    toast.info(t('common.loginFirst'));
    sessionCache.set(AFTER_LOGIN_KEY, `${location.pathname}${location.search}`);
    void navigate(LOGIN_PATH);
    return false;
  };
}
