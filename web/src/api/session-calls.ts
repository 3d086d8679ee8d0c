import { getLanguageCookie } from '@/session/cookies';
import { session } from '@/session/session-store';
import { currentLanguage, switchLanguage } from '@/i18n/i18n';
import { isLanguageCode } from '@/i18n/languages';
import { api } from './api';

let inFlight: Promise<void> | undefined;

/** Fetches the shopper's info into the session (one call at a time). */
export function loadUserInfo(): Promise<void> {
  inFlight ??= api
    .get('/api/user/getUserInfo', { toast: false })
    .then(async (info) => {
      session.setUserInfo(info);
      // A shopper who never chose a language on this device gets their account's.
      const accountLanguage = info.lang?.file_name;
      if (
        !getLanguageCookie() &&
        isLanguageCode(accountLanguage) &&
        accountLanguage !== currentLanguage()
      ) {
        await switchLanguage(accountLanguage, { remember: false });
      }
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/** Ends the session on the backend, then locally; rejects (session kept) when the call fails. */
export async function logout(): Promise<void> {
  await api.post('/api/user/logout', { query: { lang: 'zh-cn' }, toast: false });
  session.clear();
}
