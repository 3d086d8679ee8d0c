// The validation rules of the specification (section 5) as zod schemas, shared by the web forms
// (instant feedback) and the server (the real guard). Every issue's `message` is a message key of
// messages.ts, never a text, so each side shows it in the shopper's language.
// Field names are the contract's request body fields, so a rule parses a request body as is.
import { z } from 'zod';
import { exceedsMaximumAmount, moneyToCents } from './money';
import type { RuleMessageKey } from './messages';

/** Mobile numbers: an optional leading +, then 6 to 15 digits (E.164 allows 15), no separators. */
export const mobilePattern = /^\+?[0-9]{6,15}$/;
export const minPasswordLength = 6;
export const minPayPasswordLength = 6;
/** Deposit networks the platform refuses, whatever their case. */
export const unsupportedNetworks: readonly string[] = ['DEX', 'BSC', 'HECO'];
export const maxPictures = 9;

const key = (messageKey: RuleMessageKey) => ({ error: messageKey });
const stop = (messageKey: RuleMessageKey) => ({ error: messageKey, abort: true });

/** Text the shopper must fill in: missing, not text, or only spaces all give `required`. */
const filled = (required: RuleMessageKey, maxLength = 1000) =>
  z.string(key(required)).trim().min(1, stop(required)).max(maxLength, key('rules.field.tooLong'));

const email = (required: RuleMessageKey) =>
  filled(required, 254).pipe(z.email(key('rules.email.invalid')));

const mobile = filled('rules.mobile.required').regex(mobilePattern, key('rules.mobile.invalid'));

const newPassword = filled('rules.password.required', 128).min(
  minPasswordLength,
  key('rules.password.tooShort'),
);

const payPassword = filled('rules.payPassword.required', 32)
  .regex(/^[0-9]+$/, stop('rules.payPassword.digits'))
  .min(minPayPasswordLength, key('rules.payPassword.tooShort'));

const imageUrls = (required: RuleMessageKey) =>
  z
    .array(z.string(key('rules.field.invalid')).min(1, key('rules.field.invalid')), key(required))
    .min(1, key(required))
    .max(maxPictures, key('rules.field.invalid'));

const id = z
  .number(key('rules.field.invalid'))
  .int(key('rules.field.invalid'))
  .positive(key('rules.field.invalid'));

/** Runs a cross-field check even when another field failed, as long as both fields are text. */
function sameText(first: string, second: string) {
  return (payload: { value: unknown }) => {
    const value = payload.value as Partial<Record<string, unknown>> | undefined;
    return typeof value?.[first] === 'string' && typeof value?.[second] === 'string';
  };
}

/** An amount typed by the shopper: present, a number with at most two decimals; gives cents. */
const typedAmount = z
  .string(key('rules.amount.required'))
  .trim()
  .min(1, stop('rules.amount.required'))
  .refine((text) => !text.startsWith('-'), stop('rules.amount.negative'))
  .refine(
    (text) => moneyToCents(text) !== undefined || exceedsMaximumAmount(text),
    stop('rules.amount.invalid'),
  )
  .refine((text) => !exceedsMaximumAmount(text), stop('rules.amount.tooLarge'));

const cents = (text: string): number => moneyToCents(text) ?? Number.NaN;

// ------------------------------------------------------------------ account

export const loginRule = z.object({
  account: email('rules.account.required'),
  password: filled('rules.password.required', 128),
});

export const registerRule = z
  .object({
    email: email('rules.email.required'),
    password: newPassword,
    confirm_password: filled('rules.password.required', 128),
    nickname: z
      .string(key('rules.field.invalid'))
      .trim()
      .max(50, key('rules.field.tooLong'))
      .optional(),
    mobile: mobile.optional(),
  })
  .refine((form) => form.password === form.confirm_password, {
    ...key('rules.password.mismatch'),
    path: ['confirm_password'],
    when: sameText('password', 'confirm_password'),
  });

export const mobileRule = mobile;

export const profileRule = z.object({
  nickname: filled('rules.nickname.required', 50).optional(),
  avatar: z.string(key('rules.field.invalid')).optional(),
  mobile: mobile.optional(),
});

export const changePasswordRule = z
  .object({
    old_password: filled('rules.password.oldRequired', 128),
    new_password: newPassword,
    confirm_password: filled('rules.password.required', 128),
  })
  .refine((form) => form.new_password !== form.old_password, {
    ...key('rules.password.sameAsOld'),
    path: ['new_password'],
    when: sameText('new_password', 'old_password'),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    ...key('rules.password.mismatch'),
    path: ['confirm_password'],
    when: sameText('new_password', 'confirm_password'),
  });

/**
 * Setting or changing the payment code. `isSet` says whether the shopper already has one: then the
 * old code is required and the new one must differ; when setting the first, the old one stays empty.
 */
export function changePayPasswordRule(context: { isSet: boolean }) {
  const oldPayPassword = context.isSet
    ? filled('rules.payPassword.oldRequired', 32)
    : z
        .string(key('rules.field.invalid'))
        .trim()
        .max(0, key('rules.payPassword.oldMustBeEmpty'))
        .optional();
  return z
    .object({
      old_pay_password: oldPayPassword,
      new_pay_password: payPassword,
      confirm_pay_password: filled('rules.payPassword.required', 32),
    })
    .refine((form) => form.new_pay_password !== form.old_pay_password, {
      ...key('rules.payPassword.sameAsOld'),
      path: ['new_pay_password'],
      when: sameText('new_pay_password', 'old_pay_password'),
    })
    .refine((form) => form.new_pay_password === form.confirm_pay_password, {
      ...key('rules.payPassword.mismatch'),
      path: ['confirm_pay_password'],
      when: sameText('new_pay_password', 'confirm_pay_password'),
    });
}

export const payPasswordRule = z.object({ pay_password: payPassword });

export const forgotSendCodeRule = z.object({ email: email('rules.email.required') });

export const forgotResetRule = z
  .object({
    email: email('rules.email.required'),
    code: z
      .string(key('rules.code.invalid'))
      .trim()
      .regex(/^[0-9]{6}$/, key('rules.code.invalid')),
    new_password: newPassword,
    confirm_password: filled('rules.password.required', 128),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    ...key('rules.password.mismatch'),
    path: ['confirm_password'],
    when: sameText('new_password', 'confirm_password'),
  });

// ------------------------------------------------------------------ wallet

/**
 * Withdraw: the amount is above 0, at least `minAmount` when given and at most `balance` (wire
 * amounts such as "1000.00", as `userExtractInfo` gives them).
 */
export function withdrawRule(context: { balance: string; minAmount?: string }) {
  const balanceCents = cents(context.balance);
  const minimumCents = context.minAmount === undefined ? 0 : cents(context.minAmount);
  return z.object({
    amount: typedAmount
      .refine((text) => cents(text) > 0, stop('rules.amount.positive'))
      .refine((text) => cents(text) >= minimumCents, stop('rules.amount.belowMinimum'))
      .refine((text) => cents(text) <= balanceCents, key('rules.amount.aboveBalance')),
    bank_card: filled('rules.bankCard.required', 34),
    bank_name: filled('rules.bankName.required', 100),
  });
}

export interface DepositAddressChoice {
  network: string;
  address: string;
  /** The least amount this address takes, as `userGetBlockchain` gives it. */
  min_amount?: string;
}

export function isUnsupportedNetwork(network: string): boolean {
  return unsupportedNetworks.includes(network.trim().toUpperCase());
}

/**
 * Recharge. `depositAddresses` are the platform's addresses (from `userGetBlockchain`): the chosen
 * network must be the network of the chosen address, as the withdrawing platform must send on it.
 */
export function rechargeRule(context: { depositAddresses: readonly DepositAddressChoice[] }) {
  return z
    .object({
      method: z.enum(['chain', 'bank', 'card'], key('rules.field.invalid')),
      network: filled('rules.recharge.networkRequired', 32).refine(
        (network) => !isUnsupportedNetwork(network),
        stop('rules.recharge.networkUnsupported'),
      ),
      address: filled('rules.recharge.addressRequired', 128),
      amount: typedAmount.refine((text) => cents(text) > 0, key('rules.amount.positive')),
      evidence: filled('rules.recharge.evidenceRequired', 2048),
    })
    .refine(
      (form) =>
        context.depositAddresses.some(
          (deposit) =>
            deposit.address === form.address &&
            deposit.network.toUpperCase() === form.network.toUpperCase(),
        ),
      { ...key('rules.recharge.networkMismatch'), path: ['network'] },
    )
    .refine(
      (form) => {
        const deposit = context.depositAddresses.find((d) => d.address === form.address);
        return deposit?.min_amount === undefined || cents(form.amount) >= cents(deposit.min_amount);
      },
      { ...key('rules.amount.belowMinimum'), path: ['amount'] },
    );
}

/** Card brands the card recharge accepts. */
export type CardBrand = 'Visa' | 'Mastercard';

/** The digits of a card number typed with optional spaces or dashes; undefined if anything else. */
export function cardDigits(number: string): string | undefined {
  const digits = number.replace(/[\s-]/g, '');
  return /^[0-9]{12,19}$/.test(digits) ? digits : undefined;
}

/** The Luhn check (ISO/IEC 7812): doubling every second digit from the right, the sum ends in 0. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Visa: 4, 13/16/19 digits. Mastercard: 51-55 or 2221-2720, 16 digits. */
export function cardBrand(digits: string): CardBrand | undefined {
  if (/^4/.test(digits) && [13, 16, 19].includes(digits.length)) return 'Visa';
  const first4 = Number(digits.slice(0, 4));
  const mastercard = /^5[1-5]/.test(digits) || (first4 >= 2221 && first4 <= 2720);
  return mastercard && digits.length === 16 ? 'Mastercard' : undefined;
}

/** MM/YY (or MM/YYYY); the card is good through the last day of that month. */
export function parseExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*([0-9]{2}|[0-9]{4})$/.exec(text.trim());
  if (!match) return undefined;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

function expiredAt(expiry: { month: number; year: number }, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < current;
}

/**
 * Card recharge (`userRechargeCard`). `now` is the day the expiry is compared with (a card
 * expiring this month is still good); `minAmount` the card deposit's minimum.
 */
export function cardRechargeRule(context: { minAmount?: string; now?: () => Date } = {}) {
  const now = context.now ?? (() => new Date());
  return z.object({
    amount: typedAmount
      .refine((text) => cents(text) > 0, key('rules.amount.positive'))
      .refine(
        (text) => context.minAmount === undefined || cents(text) >= cents(context.minAmount),
        key('rules.amount.belowMinimum'),
      ),
    card_number: filled('rules.card.numberRequired', 32)
      .refine((text) => {
        const digits = cardDigits(text);
        return digits !== undefined && passesLuhn(digits);
      }, stop('rules.card.numberInvalid'))
      .refine((text) => cardBrand(cardDigits(text) ?? '') !== undefined, key('rules.card.brand')),
    expiry: filled('rules.card.expiryRequired', 7)
      .refine((text) => parseExpiry(text) !== undefined, stop('rules.card.expiryInvalid'))
      .refine((text) => !expiredAt(parseExpiry(text)!, now()), key('rules.card.expired')),
    cvc: filled('rules.card.cvcRequired', 4).regex(/^[0-9]{3,4}$/, key('rules.card.cvcInvalid')),
    holder: filled('rules.card.holderRequired', 100),
  });
}

// ------------------------------------------------------------------ addresses

export const addressRule = z.object({
  id: id.optional(),
  addressee: filled('rules.addressee.required', 50),
  mobile,
  area: filled('rules.area.required', 100),
  detail: filled('rules.detail.required', 200),
  tag: filled('rules.tag.required', 20),
  is_default: z.boolean(key('rules.field.invalid')).optional(),
});

// ------------------------------------------------------------------ after the order

/** The smallest refund, in cents: a refund of 0 would only use up the order's one application. */
export const minRefundCents = 1;

/** Refund: the amount is required, at least 0.01 and not above `paid` (a wire amount). */
export function refundRule(context: { paid: string }) {
  const paidCents = cents(context.paid);
  return z.object({
    order_id: id,
    product_ids: z.array(id, key('rules.field.invalid')).optional(),
    type: z.enum(['no_return', 'return_and_refund'], key('rules.refund.typeRequired')),
    amount: typedAmount
      .refine((text) => cents(text) >= minRefundCents, stop('rules.refund.amountTooSmall'))
      .refine((text) => cents(text) <= paidCents, key('rules.refund.amountAbovePaid')),
    product_status: z.enum(['not_received', 'received'], key('rules.refund.productStatusRequired')),
    reason: filled('rules.refund.reasonRequired', 100),
    explanation: filled('rules.refund.explanationRequired', 1000),
    proof: imageUrls('rules.refund.proofRequired'),
  });
}

const score = z
  .number(key('rules.review.scoreRange'))
  .int(key('rules.review.scoreRange'))
  .min(1, key('rules.review.scoreRange'))
  .max(5, key('rules.review.scoreRange'));

export const reviewRule = z.object({
  order_id: id,
  content: filled('rules.review.contentRequired', 1000),
  product_score: score,
  service_score: score,
  postage_score: score,
  pictures: z
    .array(z.string(key('rules.field.invalid')), key('rules.field.invalid'))
    .max(maxPictures, key('rules.field.invalid'))
    .optional(),
});

const complaintFields = {
  content: filled('rules.complaint.contentRequired', 1000),
  certificate: imageUrls('rules.complaint.certificateRequired'),
};

/** A complaint about a shop or an order: at least one of `mer_id` and `order_id`. */
export const complaintRule = z
  .object({ mer_id: id.optional(), order_id: id.optional(), ...complaintFields })
  .refine((form) => form.mer_id !== undefined || form.order_id !== undefined, {
    ...key('rules.complaint.targetRequired'),
    path: ['mer_id'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

export const platformComplaintRule = z.object(complaintFields);

// ------------------------------------------------------------------ checkout

/** The cart lines chosen for checkout: at least one. */
export const checkoutSelectionRule = z
  .array(id, key('rules.checkout.nothingSelected'))
  .min(1, key('rules.checkout.nothingSelected'));

// ------------------------------------------------------------------ reading the result

export interface RuleProblem {
  /** The field, dotted (`confirm_password`, `proof.0`); empty for the whole form. */
  field: string;
  message: RuleMessageKey;
}

/** The problems of a failed parse, as field and message key, in the order zod found them. */
export function ruleProblems(error: z.ZodError): RuleProblem[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    // Zod's own texts (e.g. a body that is not an object at all) become the generic key.
    message: issue.message.startsWith('rules.')
      ? (issue.message as RuleMessageKey)
      : 'rules.field.invalid',
  }));
}

/** The first message key per field, which is what a form shows under each field. */
export function ruleMessagesByField(error: z.ZodError): Record<string, RuleMessageKey> {
  const byField: Record<string, RuleMessageKey> = {};
  for (const problem of ruleProblems(error)) byField[problem.field] ??= problem.message;
  return byField;
}
