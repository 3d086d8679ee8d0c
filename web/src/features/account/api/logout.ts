import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/api';
import { currentLanguage } from '@/i18n/i18n';
import { session } from '@/session/session-store';

/** The logout call's `lang` parameter, as the contract spells it (lower case, e.g. zh-cn). */
export function logoutLanguage(): 'en' | 'zh-cn' | 'ri' | 'han' | 'tai' {
  const code = currentLanguage();
  return code === 'zh-CN' ? 'zh-cn' : code;
}

/**
 * POST /api/user/logout?lang=..., then the session goes locally. When the call fails the token is
 * dropped anyway: the shopper asked to leave, and a stale token on this device helps no one.
 */
export async function signOut(): Promise<void> {
  try {
    await api.post('/api/user/logout', { query: { lang: logoutLanguage() }, toast: false });
  } finally {
    session.clear();
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Cached answers belong to the shopper who just left.
    onSettled: () => queryClient.clear(),
  });
}
