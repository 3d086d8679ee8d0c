import type { Messages } from '@/i18n/i18n';
import { reasonCodeName } from '@storefront/protocol/wire/reason-code';

type ReasonName = keyof Messages['chat']['reason'] & string;

/** The translation key of a reason code (all 24 of spec section 8); unknown for any other. */
export function reasonKey(code: number): `chat.reason.${ReasonName}` {
  const name = reasonCodeName(code);
  return `chat.reason.${name.startsWith('unknown') ? 'unknown' : (name as ReasonName)}`;
}
