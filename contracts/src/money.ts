// Money on the wire is a decimal string in USD ("12.50"); inside, whole cents avoid float drift.

const typedAmount = /^(0|[1-9][0-9]{0,12})(\.[0-9]{1,2})?$/;

/** The largest amount a shopper may type (recharge, withdraw, refund): 1,000,000.00 USD. */
export const MAX_AMOUNT_CENTS = 100_000_000;

/**
 * True when `text` is a plain decimal number (leading zeros, many digits and all) above
 * MAX_AMOUNT_CENTS: such an amount is refused for its size, not for its spelling.
 */
export function exceedsMaximumAmount(text: string): boolean {
  const match = /^0*([0-9]*)(?:\.([0-9]{1,2}))?$/.exec(text.trim());
  if (!match) return false;
  const whole = match[1] ?? '';
  if (whole.length > 7) return true;
  const cents = Number(whole || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0') || '0');
  return cents > MAX_AMOUNT_CENTS;
}

/** Cents of an amount with at most two decimals ("12", "12.5", "12.50"); undefined when not one. */
export function moneyToCents(text: string): number | undefined {
  const match = typedAmount.exec(text.trim());
  if (!match?.[1]) return undefined;
  const fraction = (match[2] ?? '').slice(1).padEnd(2, '0');
  return Number(match[1]) * 100 + Number(fraction || '0');
}

/** The wire form of an amount in cents: two decimals, a minus sign when negative. */
export function centsToMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
