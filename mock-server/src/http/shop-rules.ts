import { fail } from '../domain/failure';
import { parseMoney } from '../store/money';
import type { RuleKey } from './rule-messages';

// The validation rules of spec section 5, checked on the server. Each failing rule throws a
// `rule` failure carrying its message key (see rule-messages.ts).

export function broken(key: RuleKey): never {
  fail('rule', key);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with an optional leading + and spaces or dashes between, 6 to 15 digits in all. */
const MOBILE = /^\+?[0-9][0-9 -]{4,18}[0-9]$/;

export function required(value: string | undefined, key: RuleKey): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) broken(key);
  return trimmed;
}

export function email(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (!EMAIL.test(trimmed)) broken('email_invalid');
  return trimmed.toLowerCase();
}

export function mobile(
  value: string | undefined,
  requiredKey: RuleKey = 'mobile_required',
): string {
  const trimmed = required(value, requiredKey);
  const digits = trimmed.replace(/\D/g, '');
  if (!MOBILE.test(trimmed) || digits.length < 6 || digits.length > 15) broken('mobile_invalid');
  return trimmed;
}

export function password(value: string | undefined): string {
  if (!value) broken('password_required');
  if (value.length < 6) broken('password_too_short');
  return value;
}

export function payCode(value: string | undefined): string {
  if (!value || !/^\d{6,}$/.test(value)) broken('pay_code_format');
  return value;
}

export function sameEntry(first: string, second: string | undefined): void {
  if (first !== second) broken('passwords_differ');
}

/** An amount typed by the shopper: required, a correct amount (at most 2 decimals), above 0. */
export function positiveAmount(value: string | undefined): number {
  if (value === undefined || !value.trim()) broken('amount_required');
  const minor = parseMoney(value);
  if (minor === null) broken('amount_invalid');
  if (minor <= 0) broken('amount_positive');
  return minor;
}

/** A refund amount: required and not negative (zero is allowed: a refund of goods only). */
export function refundAmount(value: string | undefined): number {
  if (value === undefined || !value.trim()) broken('amount_required');
  const minor = parseMoney(value);
  if (minor === null) broken('amount_invalid');
  return minor;
}
