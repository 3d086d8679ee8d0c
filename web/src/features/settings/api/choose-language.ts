import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chooseLanguage } from '@/i18n/language-choice';
import type { LanguageCode } from '@/i18n/languages';

/**
 * Applies the language at once (strings, <html lang>, Local_Lang cookie) and saves it to the
 * profile. Every cached answer may carry server texts in the old language (category names,
 * notifications, help articles, the profile's saved language), so all of them load anew.
 */
export function useChooseLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: LanguageCode) => chooseLanguage(code),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
