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

/** Where a kind of record keeps its other languages: the table and the record's column. */
type TextsTable =
  | { readonly table: 'productTexts'; readonly key: 'productId' }
  | { readonly table: 'merchantTexts'; readonly key: 'merchantId' };

/** What a record in another language changes: a product or a shop by id, with its words. */
type Worded = { id: number } & Wording;

/** Each record's wording in `lang`, by record id (only those that have one). */
function wordingsOf(texts: TextsTable) {
  return (db: Db, lang: LanguageCode, ids: readonly number[]): Map<number, Wording> => {
    const wanted = [...new Set(ids)];
    if (lang === 'en' || wanted.length === 0) return new Map<number, Wording>();
    return new Map(
      db
        .all(
          db.q
            .selectFrom(texts.table)
            .select((eb) => [eb.ref(texts.key).as('id'), 'name', 'description'])
            .where('lang', '=', lang)
            .where(texts.key, 'in', wanted),
        )
        .map((row) => [row.id, { name: row.name, description: row.description }]),
    );
  };
}

/** The records with their name and description in `lang` (the English where it has none). */
function inLanguageOf(texts: TextsTable) {
  const wordings = wordingsOf(texts);
  return <T extends Worded>(db: Db, lang: LanguageCode, records: readonly T[]): T[] => {
    const byId = wordings(
      db,
      lang,
      records.map((record) => record.id),
    );
    return records.map((record) => {
      const wording = byId.get(record.id);
      return wording ? { ...record, ...wording } : record;
    });
  };
}

const PRODUCT_TEXTS: TextsTable = { table: 'productTexts', key: 'productId' };
const MERCHANT_TEXTS: TextsTable = { table: 'merchantTexts', key: 'merchantId' };

/** Each product's wording in `lang`, by product id (only those that have one). */
export const productWordings = wordingsOf(PRODUCT_TEXTS);
/** Each shop's wording in `lang`, by shop id (only those that have one). */
export const merchantWordings = wordingsOf(MERCHANT_TEXTS);
/** The products with their name and description in `lang`. */
export const inLanguage = inLanguageOf(PRODUCT_TEXTS);
/** The shops with their name and description in `lang`. */
export const shopsInLanguage = inLanguageOf(MERCHANT_TEXTS);

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
