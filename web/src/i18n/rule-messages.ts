import { useTranslation } from 'react-i18next';
import { translate, type MessageKey } from '@storefront/contracts/messages';
import { languageFromTag } from './i18n';

/**
 * Form errors use the contract's message texts (contracts/src/messages.ts), the same the
 * server answers with, so a rule reads the same whether the form or the server caught it.
 */
export function useRuleMessage(): (key: MessageKey) => string {
  const { i18n } = useTranslation();
  const language = languageFromTag(i18n.language);
  return (key) => translate(key, language);
}

/** Field -> message key (from `ruleMessagesByField`) to field -> text in the shopper's language. */
export function useFieldErrors(
  byField: Readonly<Record<string, MessageKey | undefined>>,
): Record<string, string | undefined> {
  const message = useRuleMessage();
  return Object.fromEntries(
    Object.entries(byField).map(([field, key]) => [field, key ? message(key) : undefined]),
  );
}
