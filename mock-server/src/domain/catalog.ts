import { sql, type SelectQueryBuilder } from 'kysely';
import { fail } from './failure';
import { countRows, pageOfQuery, type Page, type PageRequest } from './paging';
import type { Db } from '../store/db';
import { categoryFromRow, merchantFromRow, productFromRow } from '../store/rows/catalog';
import type { Category, Merchant, Product } from '../store/state';
import type { Tables } from '../store/tables';

export type ProductSort = 'default' | 'price_asc' | 'price_desc' | 'sales' | 'newest';

export interface ProductQuery {
  keyword?: string;
  /** The keyword matches product names only, not the names of their shops. */
  namesOnly?: boolean;
  categoryId?: number;
  merchantId?: number;
  /** Minor units, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  hotOnly?: boolean;
  sort?: ProductSort;
}

/**
 * Whether a column holds `wanted` (already lower case), without regard to case. SQLite's lower()
 * folds ASCII letters only: the English names are ASCII, and the scripts of the other languages
 * (Thai, Chinese, Japanese, Korean) have no case (store/catalog-data.ts).
 */
const holds = (column: string, wanted: string) =>
  sql<boolean>`instr(lower(${sql.ref(column)}), ${wanted}) > 0`;

/** Word endings after which a plural takes "es" (boxes, glasses, watches, brushes, buzzes). */
const ES_PLURAL = /(?:s|x|z|ch|sh)es$/;

/**
 * The forms one searched word is looked for in (already lower case), by a simple English rule:
 * a plural also finds its singular. Names are matched by substring, so the stem finds both forms
 * ("tent" is in "Tent" and in "Tents"); words of 3 letters or fewer and words ending in "ss" are
 * kept as typed (bus, gas, dress, compass).
 * - "…ies": the singular in "ie" or in "y" (hoodies: hoodie; batteries: battery);
 * - "…ses", "…xes", "…zes", "…ches", "…shes": without "es" (glasses: glass, boxes: box);
 * - any other "…s": without "s" (tents: tent, shoes: shoe, laptops: laptop).
 */
function wordForms(word: string): string[] {
  if (word.length <= 3 || !word.endsWith('s') || word.endsWith('ss')) return [word];
  if (word.endsWith('ies') && word.length > 4) return [word.slice(0, -1), `${word.slice(0, -3)}y`];
  if (ES_PLURAL.test(word)) return [word.slice(0, -2)];
  return [word.slice(0, -1)];
}

/**
 * A product search's words, each with the forms it is looked for in (`wordForms`): a product
 * matches when every word is found in one of its forms. Lower case, split on white space.
 */
export function searchWords(keyword: string): string[][] {
  return keyword
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map(wordForms);
}

type ProductsQuery = SelectQueryBuilder<Tables, 'products', object>;

/** Whether a column holds one of a word's forms (`searchWords`). */
const holdsOne = (column: string, forms: readonly string[]) =>
  forms.length === 1
    ? holds(column, forms[0] ?? '')
    : sql<boolean>`(${sql.join(
        forms.map((form) => holds(column, form)),
        sql` or `,
      )})`;

/**
 * Whether a product's name holds one of the forms, in English or in any language it is written in
 * (`product_texts`): a shopper searching in Thai finds the Thai names.
 */
const productNameHolds = (forms: readonly string[]) =>
  sql<boolean>`(${holdsOne('products.name', forms)} or products.id in (select product_id from product_texts where ${holdsOne('product_texts.name', forms)}))`;

/** Whether a shop's name holds one of the forms, in any language (`merchant_texts`). */
const merchantNameHolds = (forms: readonly string[]) =>
  sql<boolean>`(${holdsOne('merchants.name', forms)} or merchants.id in (select merchant_id from merchant_texts where ${holdsOne('merchant_texts.name', forms)}))`;

/**
 * Products matching a search: every word of the keyword (or its singular, `searchWords`) is in
 * the product's name or in its shop's name, in any of the languages they are written in.
 */
function matching(db: Db, query: ProductQuery): ProductsQuery {
  const words = searchWords(query.keyword ?? '');
  let found: ProductsQuery = db.q.selectFrom('products');
  if (query.categoryId !== undefined) found = found.where('categoryId', '=', query.categoryId);
  if (query.merchantId !== undefined) found = found.where('merchantId', '=', query.merchantId);
  if (query.minPrice !== undefined) found = found.where('price', '>=', query.minPrice);
  if (query.maxPrice !== undefined) found = found.where('price', '<=', query.maxPrice);
  if (query.hotOnly) found = found.where('hot', '=', 1);
  for (const forms of words) {
    found = query.namesOnly
      ? found.where(productNameHolds(forms))
      : found.where((eb) =>
          eb.or([
            productNameHolds(forms),
            eb(
              'products.merchantId',
              'in',
              eb.selectFrom('merchants').select('merchants.id').where(merchantNameHolds(forms)),
            ),
          ]),
        );
  }
  return found;
}

/** The order of a sort; ties go by id, so a page never repeats or skips a product. */
function sorted(found: ProductsQuery, sort: ProductSort): ProductsQuery {
  switch (sort) {
    case 'price_asc':
      return found.orderBy('price', 'asc').orderBy('id', 'asc');
    case 'price_desc':
      return found.orderBy('price', 'desc').orderBy('id', 'asc');
    case 'sales':
      return found.orderBy('sales', 'desc').orderBy('id', 'asc');
    case 'newest':
      return found.orderBy('createdAt', 'desc').orderBy('id', 'desc');
    default:
      return found.orderBy('id', 'asc');
  }
}

/** One page of the products matching a search, in the search's order. */
export function searchProducts(
  db: Db,
  query: ProductQuery,
  request: PageRequest = {},
): Page<Product> {
  const found = matching(db, query);
  return pageOfQuery(
    db,
    request,
    found,
    sorted(found, query.sort ?? 'default').selectAll(),
    productFromRow,
  );
}

/** One page of the shops by name, for the search screen's "shops" results, in id order. */
export function searchMerchants(
  db: Db,
  keyword: string,
  request: PageRequest = {},
): Page<Merchant> {
  const wanted = keyword.trim().toLowerCase();
  let found: SelectQueryBuilder<Tables, 'merchants', object> = db.q.selectFrom('merchants');
  if (wanted) found = found.where(merchantNameHolds([wanted]));
  return pageOfQuery(db, request, found, found.selectAll().orderBy('id', 'asc'), merchantFromRow);
}

/** One page of the shops, hot ones first, then by sales. */
export function hotMerchants(db: Db, request: PageRequest = {}): Page<Merchant> {
  const found: SelectQueryBuilder<Tables, 'merchants', object> = db.q.selectFrom('merchants');
  return pageOfQuery(
    db,
    request,
    found,
    found.selectAll().orderBy('hot', 'desc').orderBy('sales', 'desc').orderBy('id', 'asc'),
    merchantFromRow,
  );
}

export function allCategories(db: Db): Category[] {
  return db.all(db.q.selectFrom('categories').selectAll().orderBy('id')).map(categoryFromRow);
}

/** How many products a shop sells. */
export function productCount(db: Db, merchantId: number): number {
  return countRows(db, db.q.selectFrom('products').where('merchantId', '=', merchantId));
}

export function getProduct(db: Db, id: number): Product {
  const row = db.first(db.q.selectFrom('products').selectAll().where('id', '=', id));
  return row ? productFromRow(row) : fail('not_found', 'product');
}

/** The shop, or undefined when there is none by that id. */
export function findMerchant(db: Db, id: number): Merchant | undefined {
  const row = db.first(db.q.selectFrom('merchants').selectAll().where('id', '=', id));
  return row && merchantFromRow(row);
}

export function getMerchant(db: Db, id: number): Merchant {
  return findMerchant(db, id) ?? fail('not_found', 'shop');
}
