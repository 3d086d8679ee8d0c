// Money is kept as integer minor units (cents, USD) inside the mock and written as decimal strings
// ("12.50") on the wire, so sums never drift the way binary floats do.

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** Parses "12.5", "12.50" or 12.5 into 1250 minor units; null for anything that is not a
 * non-negative amount with at most two decimals. */
export function parseMoney(input: unknown): number | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return null;
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const units = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return units * 100 + cents;
}

/** 1250 -> "12.50"; negative amounts keep their sign ("-3.05"). */
export function formatMoney(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  const units = Math.floor(abs / 100);
  const cents = abs % 100;
  return `${sign}${units}.${cents.toString().padStart(2, '0')}`;
}
