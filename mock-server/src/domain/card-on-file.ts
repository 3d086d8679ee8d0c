import { cardBrand, cardDigits } from '@storefront/contracts/rules';

/** What is kept of a withdrawal's card: its brand and last four characters, never the number. */
export interface CardOnFile {
  brand: string;
  last4: string;
}

/** How a card kept as brand and last four is shown, and named again: "UnionPay •••• 2233". */
export function cardLabel(card: CardOnFile): string {
  return `${card.brand} •••• ${card.last4}`;
}

const LABEL = /^(Visa|Mastercard|UnionPay|Card) •••• ([0-9A-Za-z]{1,4})$/;

/**
 * The brand and last four characters of a bank card as typed: Visa or Mastercard by their
 * numbers (the card top-up's rule), UnionPay for 16 to 19 digits starting with 62, "Card" for
 * anything else (an account number, an IBAN). A card's label (`cardLabel`, what
 * `userExtractInfo` answers for the last withdrawal) names that card again.
 */
export function cardOnFile(typed: string): CardOnFile {
  const label = LABEL.exec(typed.trim());
  if (label) return { brand: label[1]!, last4: label[2]! };
  const digits = cardDigits(typed);
  const brand = digits
    ? (cardBrand(digits) ?? (/^62[0-9]{14,17}$/.test(digits) ? 'UnionPay' : 'Card'))
    : 'Card';
  return { brand, last4: typed.replace(/[^0-9A-Za-z]/g, '').slice(-4) };
}
