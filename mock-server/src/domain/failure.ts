// A failure the shopper can read about: domain functions throw it, the HTTP layer turns its reason
// into the envelope's code, HTTP status and translated msg (src/http/failures.ts).

export type FailureReason =
  | 'invalid_request'
  /** A validation rule of spec section 5; the detail is its message key. */
  | 'rule'
  | 'login_required'
  | 'not_found'
  | 'account_exists'
  | 'wrong_credentials'
  | 'wrong_password'
  | 'same_password'
  | 'pay_code_not_set'
  | 'pay_code_wrong'
  | 'pay_code_locked'
  | 'pay_code_old_required'
  | 'pay_code_old_not_allowed'
  | 'insufficient_balance'
  | 'order_state'
  | 'order_not_payable'
  | 'order_not_cancellable'
  | 'order_not_delivered'
  | 'refund_not_allowed'
  | 'review_not_allowed'
  | 'same_pay_code'
  | 'refund_exists'
  | 'refund_amount_too_large'
  | 'network_unsupported'
  | 'network_mismatch'
  | 'nothing_selected'
  | 'promo_invalid'
  | 'code_too_soon'
  | 'amount_too_small'
  | 'out_of_stock'
  | 'reset_code_invalid'
  | 'upload_missing'
  | 'upload_not_image'
  | 'upload_too_large'
  | 'upload_not_owned'
  | 'already_reviewed'
  | 'audit_done'
  /** Past a guessing limit; the detail is the seconds until the next try (Retry-After). */
  | 'too_many_logins'
  | 'too_many_codes'
  | 'too_many_signups'
  | 'too_many_resets'
  /** The mock acquirer declined the card (a test number, or the control API's switch). */
  | 'card_declined'
  | 'card_insufficient_funds'
  /** Past the daily card top-up cap; the detail is the cap (count) or what is left (amount). */
  | 'card_daily_count'
  | 'card_daily_amount'
  | 'upload_too_many_pixels'
  /** A body its parser could not read (a malformed multipart body): HTTP 400. */
  | 'malformed_body';

export class ShopFailure extends Error {
  readonly reason: FailureReason;
  /** Extra words for the message, e.g. which field is wrong. */
  readonly detail: string | undefined;
  /**
   * The request's writes are kept (committed) although it fails: a failure that is itself a fact
   * to record, such as a counted wrong payment code. Any other failure rolls the request back.
   */
  readonly keep: boolean;

  constructor(reason: FailureReason, detail?: string, keep = false) {
    // A refusal is an answer, not a bug: no stack trace, whose capture costs more than the rest of
    // a refused request (a few microseconds at the depth of a request handler).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(detail ? `${reason}: ${detail}` : reason);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'ShopFailure';
    this.reason = reason;
    this.detail = detail;
    this.keep = keep;
  }
}

export function fail(reason: FailureReason, detail?: string): never {
  throw new ShopFailure(reason, detail);
}

/** Fails, keeping what the request wrote before (ShopFailure `keep`). */
export function failKeeping(reason: FailureReason, detail?: string): never {
  throw new ShopFailure(reason, detail, true);
}
