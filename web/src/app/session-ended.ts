import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { readCookie, removeCookie, SESSION_ENDED_COOKIE } from '@/session/cookies';
import { toast } from '@/ui/toast-store';

/**
 * The page server refused the shopper's token on a guest page (`screen-loaders.ts`): the page
 * came as a guest's with a flag cookie. Said once, as a toast, then the flag goes. (A protected
 * page goes to /login, which says it itself: `?session=ended`.)
 */
export function useSessionEndedNotice(): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (readCookie(SESSION_ENDED_COOKIE) === undefined) return;
    removeCookie(SESSION_ENDED_COOKIE);
    toast.info(t('error.sessionEnded'));
  }, [t]);
}
