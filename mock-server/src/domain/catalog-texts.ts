// The shopper-visible text of products and shops in the shopper's language. The English is the
// record itself (`products.name`, `merchants.description`…); each other language is a row of
// `product_texts` / `merchant_texts` (schema step 5). A language without a row reads the English,
// so a product added without translations still shows. Views ask for the records in `lang` here and
// build the contract's shapes from them, so every answer that names a product or shop (cards,
// details, cart, checkout, orders, favourites, follows) names it in the same language.
import type { Db } from '../store/db';
import type { LanguageCode, Merchant, Product } from '../store/state';

export interface Wording {
  name: string;
  description: string;
}

/** Each product's wording in `lang`, by product id (only those that have one). */
export function productWordings(db: Db, lang: LanguageCode, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  if (lang === 'en' || wanted.length === 0) return new Map<number, Wording>();
  return new Map(
    db
      .all(
        db.q
          .selectFrom('productTexts')
          .select(['productId', 'name', 'description'])
          .where('lang', '=', lang)
          .where('productId', 'in', wanted),
      )
      .map((row) => [row.productId, { name: row.name, description: row.description }]),
  );
}

/** Each shop's wording in `lang`, by shop id (only those that have one). */
export function merchantWordings(db: Db, lang: LanguageCode, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  if (lang === 'en' || wanted.length === 0) return new Map<number, Wording>();
  return new Map(
    db
      .all(
        db.q
          .selectFrom('merchantTexts')
          .select(['merchantId', 'name', 'description'])
          .where('lang', '=', lang)
          .where('merchantId', 'in', wanted),
      )
      .map((row) => [row.merchantId, { name: row.name, description: row.description }]),
  );
}

/** The products with their name and description in `lang`. */
export function inLanguage<T extends Pick<Product, 'id' | 'name' | 'description'>>(
  db: Db,
  lang: LanguageCode,
  products: readonly T[],
): T[] {
  const wordings = productWordings(
    db,
    lang,
    products.map((product) => product.id),
  );
  return products.map((product) => {
    const wording = wordings.get(product.id);
    return wording ? { ...product, ...wording } : product;
  });
}

/** The shops with their name and description in `lang`. */
export function shopsInLanguage<T extends Pick<Merchant, 'id' | 'name' | 'description'>>(
  db: Db,
  lang: LanguageCode,
  merchants: readonly T[],
): T[] {
  const wordings = merchantWordings(
    db,
    lang,
    merchants.map((merchant) => merchant.id),
  );
  return merchants.map((merchant) => {
    const wording = wordings.get(merchant.id);
    return wording ? { ...merchant, ...wording } : merchant;
  });
}

export function productInLanguage<T extends Pick<Product, 'id' | 'name' | 'description'>>(
  db: Db,
  lang: LanguageCode,
  product: T,
): T {
  return inLanguage(db, lang, [product])[0] ?? product;
}

export function shopInLanguage<T extends Pick<Merchant, 'id' | 'name' | 'description'>>(
  db: Db,
  lang: LanguageCode,
  merchant: T,
): T {
  return shopsInLanguage(db, lang, [merchant])[0] ?? merchant;
}

/**
 * The name an order line shows in `lang`. A line keeps the product's name as it was when ordered
 * (the English); while the product still carries that name, its translation is shown, and a line
 * whose product was renamed since keeps its own words.
 */
export function lineNames(
  db: Db,
  lang: LanguageCode,
  lines: readonly { productId: number; name: string }[],
): string[] {
  if (lang === 'en' || lines.length === 0) return lines.map((line) => line.name);
  const ids = [...new Set(lines.map((line) => line.productId))];
  const current = new Map(
    db
      .all(db.q.selectFrom('products').select(['id', 'name']).where('id', 'in', ids))
      .map((row) => [row.id, row.name]),
  );
  const wordings = productWordings(db, lang, ids);
  return lines.map((line) =>
    current.get(line.productId) === line.name
      ? (wordings.get(line.productId)?.name ?? line.name)
      : line.name,
  );
}
