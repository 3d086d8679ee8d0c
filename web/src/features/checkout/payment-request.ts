import { paths } from '@/routing/paths';
/** The payment screen's address for these orders: `/payment?orders=12,13`. */
export function paymentPath(orderIds: readonly number[]): string {
  return paths.payment(orderIds);
}

/** The order ids of `?orders=12,13`: positive integers, each once, at most 50 (the contract's). */
export function orderIdsFrom(search: string): number[] {
  const raw = new URLSearchParams(search).get('orders') ?? '';
  const ids: number[] = [];
  for (const part of raw.split(',')) {
    if (!/^\d{1,15}$/.test(part.trim())) continue;
    const id = Number(part.trim());
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, 50);
}

/** A wire amount ("12.50") in cents; unreadable amounts count as 0. */
export function toCents(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return 0;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** Cents back to the wire's two-decimal form. */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The sum of the server's order totals, exactly (no floating-point cents). */
export function sumAmounts(amounts: readonly string[]): string {
  return fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0));
}

/** What the balance lacks to pay `due`: "0.00" when it is enough. */
export function shortfall(balance: string, due: string): string {
  return fromCents(Math.max(0, toCents(due) - toCents(balance)));
}
