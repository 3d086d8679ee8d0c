import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@/api/api-error';
import { sessionHasEnded } from '@/api/request';
import { currentUser, ensureUser, logout } from '@/api/user';
import { i18n } from '@/i18n/i18n';
import { session } from '@/session/session-store';
import { sessionCache } from '@/session/session-storage';
import { toast } from '@/ui/toast-store';
import { AFTER_LOGIN_KEY, decideNavigation, sessionEndedRedirect } from '@/routing/login-guard';

/** Runs the login guard before every screen (the loader of each route). */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  // The cookie is the truth: it may have expired, or another tab may have signed in or out.
  session.reload();
  const decision = await decideNavigation(
    url.pathname,
    {
      session: () => {
        const { token } = session.get();
        return { token, hasUserInfo: currentUser() !== undefined };
      },
      loadUserInfo: async () => {
        await ensureUser();
      },
      tokenRefused: (error) => error instanceof ApiError && error.status === 401,
      logout,
      dropToken: () => session.clear(),
    },
    url.search,
  );
  switch (decision.kind) {
    case 'allow':
      return null;
    case 'repeat':
      throw replace(`${url.pathname}${url.search}${url.hash}`);
    case 'redirect':
      if (decision.loginFirst) {
        const target = `${url.pathname}${url.search}`;
        // A tap made just as the session ended: /login says it ended, not "log in first".
        if (sessionHasEnded()) throw redirect(sessionEndedRedirect(target));
        toast.info(i18n.t('common.loginFirst'));
        sessionCache.set(AFTER_LOGIN_KEY, `${url.pathname}${url.search}`);
      }
      throw redirect(decision.to);
  }
}
