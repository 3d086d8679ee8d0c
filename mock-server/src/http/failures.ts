import { isMessageKey, translate } from '@storefront/contracts/messages';
import type { MessageKey } from '@storefront/contracts/messages';
import type { FailureReason } from '../domain/failure';
import type { LanguageCode } from '../store/state';

/**
 * Every failure the API answers, defined once: the envelope code, the HTTP status and the text the
 * shopper reads. As the contract fixes: a refused request is HTTP 200 with code 0 (the web app
 * toasts `msg`); a request that does not match the contract's shape is HTTP 400 with code 0; a
 * missing or invalid token is HTTP 401 with code 401; an upload above 5 MB is HTTP 413.
 * Texts come from the shared catalogue (@storefront/contracts/messages), so the server and the web
 * forms say the same thing in the same five languages.
 */
export interface FailureDefinition {
  code: number;
  status: number;
  text: MessageKey;
}

type Reason =
  | FailureReason
  | 'route_not_found'
  | 'request_shape'
  | 'unsupported_media_type'
  | 'body_too_large'
  | 'request_too_long'
  | 'request_timeout'
  | 'internal_error';

const refused = (text: FailureDefinition['text']): FailureDefinition => ({
  code: 0,
  status: 200,
  text,
});

export const FAILURES: Record<Reason, FailureDefinition> = {
  invalid_request: refused('errors.request.invalid'),
  rule: refused('rules.field.invalid'),
  request_shape: { code: 0, status: 400, text: 'errors.request.invalid' },
  login_required: { code: 401, status: 401, text: 'errors.loginFirst' },
  not_found: refused('errors.notFound'),
  route_not_found: {
    code: 0,
    status: 404,
    text: 'errors.api.notFound',
  },
  account_exists: refused('errors.register.emailTaken'),
  wrong_credentials: refused('errors.login.failed'),
  wrong_password: refused('errors.password.oldWrong'),
  same_password: refused('rules.password.sameAsOld'),
  same_pay_code: refused('rules.payPassword.sameAsOld'),
  pay_code_not_set: refused('errors.payPassword.notSet'),
  pay_code_wrong: refused('errors.payPassword.wrong'),
  pay_code_locked: refused('errors.payPassword.locked'),
  pay_code_old_required: refused('rules.payPassword.oldRequired'),
  pay_code_old_not_allowed: refused('rules.payPassword.oldMustBeEmpty'),
  insufficient_balance: refused('errors.balance.insufficient'),
  order_state: refused('errors.request.invalid'),
  order_not_payable: refused('errors.order.notPayable'),
  order_not_cancellable: refused('errors.order.notCancellable'),
  order_not_delivered: refused('errors.order.notDelivered'),
  refund_not_allowed: refused('errors.refund.notAllowed'),
  review_not_allowed: refused('errors.review.notAllowed'),
  nothing_selected: refused('rules.checkout.nothingSelected'),
  promo_invalid: refused('errors.promo.invalid'),
  out_of_stock: refused('errors.product.outOfStock'),
  refund_exists: refused('errors.refund.alreadyApplied'),
  refund_amount_too_large: refused('rules.refund.amountAbovePaid'),
  network_unsupported: refused('rules.recharge.networkUnsupported'),
  network_mismatch: refused('rules.recharge.networkMismatch'),
  amount_too_small: refused('rules.amount.belowMinimum'),
  reset_code_invalid: refused('errors.code.wrong'),
  code_too_soon: refused('errors.code.tooSoon'),
  upload_missing: refused('errors.upload.missing'),
  upload_not_image: refused('errors.upload.notImage'),
  upload_too_large: { code: 0, status: 413, text: 'errors.upload.tooLarge' },
  upload_not_owned: refused('errors.upload.notOwned'),
  already_reviewed: refused('errors.review.already'),
  audit_done: refused('errors.audit.done'),
  too_many_logins: { code: 0, status: 429, text: 'errors.login.tooMany' },
  too_many_codes: { code: 0, status: 429, text: 'errors.code.tooMany' },
  too_many_signups: { code: 0, status: 429, text: 'errors.register.tooMany' },
  too_many_resets: { code: 0, status: 429, text: 'errors.code.resetTooMany' },
  card_declined: refused('errors.card.declined'),
  card_insufficient_funds: refused('errors.card.insufficientFunds'),
  card_daily_count: refused('errors.card.dailyCount'),
  card_daily_amount: refused('errors.card.dailyAmount'),
  upload_too_many_pixels: refused('errors.upload.tooManyPixels'),
  malformed_body: { code: 0, status: 400, text: 'errors.request.invalid' },
  unsupported_media_type: { code: 0, status: 415, text: 'errors.request.unsupportedType' },
  body_too_large: { code: 0, status: 413, text: 'errors.request.tooLarge' },
  request_too_long: { code: 0, status: 431, text: 'errors.request.tooLong' },
  request_timeout: { code: 0, status: 408, text: 'errors.request.timeout' },
  internal_error: { code: 0, status: 500, text: 'errors.server' },
};

/** Failures whose detail is the seconds until the next try: answered with Retry-After. */
export const RETRY_AFTER_REASONS: ReadonlySet<Reason> = new Set([
  'too_many_logins',
  'too_many_codes',
  'too_many_signups',
  'too_many_resets',
]);

/** The message a shopper reads for a failure, in their language. A `rule` failure carries the
 * rule's own message key (from @storefront/contracts/rules) as its detail. */
export function failureMessage(reason: Reason, lang: LanguageCode, detail?: string): string {
  if (reason === 'rule' && detail && isMessageKey(detail)) return translate(detail, lang);
  if (reason === 'pay_code_wrong' && detail) {
    return translate('errors.payPassword.wrongTriesLeft', lang, { left: detail });
  }
  if (reason === 'card_daily_count' && detail) {
    return translate('errors.card.dailyCount', lang, { count: detail });
  }
  if (reason === 'card_daily_amount' && detail) {
    return translate('errors.card.dailyAmount', lang, { left: detail });
  }
  if (RETRY_AFTER_REASONS.has(reason)) {
    const minutes = Math.max(1, Math.ceil(Number(detail ?? 60) / 60));
    return translate(FAILURES[reason].text, lang, { minutes });
  }
  return translate(FAILURES[reason].text, lang);
}
