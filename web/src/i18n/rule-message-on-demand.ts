import type { LanguageCode } from '@storefront/contracts/languages';
import type { MessageKey } from '@storefront/contracts/messages';

/**
 * A rule's message in `language`, with the contract's texts loaded on demand: for a screen that
 * shows one only after a tap (the cart's "select items first"), so its first load does not carry
 * the five languages' texts (about 9 KB) that forms need at once (`rule-messages.ts`).
 */
export async function ruleMessageOnDemand(
  key: MessageKey,
  language: LanguageCode,
): Promise<string> {
  const { translate } = await import('@storefront/contracts/messages');
  return translate(key, language);
}
