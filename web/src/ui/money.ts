import { useTranslation } from 'react-i18next';

/** Prices are US dollars on the wire, as decimal strings ("12.50") or numbers. */
export const SHOP_CURRENCY = 'USD';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: SHOP_CURRENCY });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** Formats an amount in the shopper's language (BCP 47 tag); unreadable amounts show as-is. */
export function formatMoney(amount: string | number | null | undefined, locale: string): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  return formatterFor(locale).format(value);
}

/** `const money = useMoney(); money(order.total)` in the current language. */
export function useMoney(): (amount: string | number | null | undefined) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  return (amount) => formatMoney(amount, locale);
}
