import { centsToMoney, moneyToCents } from '@storefront/contracts/money';

export interface WithdrawPreview {
  /** The service charge, a wire amount ("0.50"). */
  charge: string;
  /** What reaches the card: the amount minus the charge. */
  arrival: string;
}

/**
 * What the shopper will see on the record, before confirming: the charge is `fee_percent` of
 * the amount rounded to the nearest cent (halves up), as the contract says the server does.
 * Undefined while the typed amount is not an amount.
 */
export function withdrawPreview(amount: string, feePercent: string): WithdrawPreview | undefined {
  const amountCents = moneyToCents(amount);
  const basisPoints = moneyToCents(feePercent);
  if (amountCents === undefined || basisPoints === undefined) return undefined;
  const charge = Math.round((amountCents * basisPoints) / 10_000);
  return { charge: centsToMoney(charge), arrival: centsToMoney(amountCents - charge) };
}
