import type { components } from '@storefront/contracts/generated/openapi';
import { JsonText } from '../http/envelope';
import { findById } from '../store/find-by-id';
import { formatMoney } from '../store/money';
import type { CartLine, Merchant, Product, State } from '../store/state';
import { unwrap } from '../store/tracking';

type Schemas = components['schemas'];

// The whole cart as every cart call answers it (the contract's Cart), written as JSON text from
// pieces kept between answers. An add or a quantity change touches one line, so the answer writes
// that line again and reuses the text of the others as long as neither the line nor its product
// has changed since (everything a line's text is made of is compared before it is reused).

/** One line's item and what it was written from. */
interface WrittenItem {
  product: Product;
  quantity: number;
  selected: boolean;
  name: string;
  image: string;
  price: number;
  stock: number;
  json: string;
}

/** A shop's fields before its items, for both values of `selected`. */
interface WrittenShop {
  name: string;
  logo: string;
  selected: string;
  unselected: string;
}

const writtenItems = new WeakMap<CartLine, WrittenItem>();
const writtenShops = new WeakMap<Merchant, WrittenShop>();

function cartItemView(line: CartLine, product: Product): Schemas['CartItem'] {
  return {
    cart_id: line.id,
    product_id: product.id,
    name: product.name,
    image: product.image,
    price: formatMoney(product.price),
    quantity: line.quantity,
    subtotal: formatMoney(product.price * line.quantity),
    stock: product.stock,
    selected: line.selected,
  };
}

function itemJson(line: CartLine, product: Product): string {
  const written = writtenItems.get(line);
  if (
    written &&
    written.product === product &&
    written.quantity === line.quantity &&
    written.selected === line.selected &&
    written.name === product.name &&
    written.image === product.image &&
    written.price === product.price &&
    written.stock === product.stock
  ) {
    return written.json;
  }
  const json = JSON.stringify(cartItemView(line, product));
  writtenItems.set(line, {
    product,
    quantity: line.quantity,
    selected: line.selected,
    name: product.name,
    image: product.image,
    price: product.price,
    stock: product.stock,
    json,
  });
  return json;
}

/** `{"mer_id":…,"selected":…,"items":[`, the items still to come. */
function writeShopHead(
  merchantId: number,
  merchant: Merchant | undefined,
  selected: boolean,
): string {
  const fields: Omit<Schemas['CartShop'], 'items'> = {
    mer_id: merchantId,
    mer_name: merchant?.name ?? '',
    mer_logo: merchant?.logo ?? '',
    selected,
  };
  return `${JSON.stringify(fields).slice(0, -1)},"items":[`;
}

function shopHead(merchantId: number, merchant: Merchant | undefined, selected: boolean): string {
  if (!merchant) return writeShopHead(merchantId, merchant, selected);
  let written = writtenShops.get(merchant);
  if (!written || written.name !== merchant.name || written.logo !== merchant.logo) {
    written = {
      name: merchant.name,
      logo: merchant.logo,
      selected: writeShopHead(merchantId, merchant, true),
      unselected: writeShopHead(merchantId, merchant, false),
    };
    writtenShops.set(merchant, written);
  }
  return selected ? written.selected : written.unselected;
}

interface ShopLines {
  merchantId: number;
  selected: boolean;
  /** The shop's items' JSON, comma-separated. */
  items: string;
}

/** The cart of these lines (newest first, as cartOf gives them), grouped by shop in that order. */
export function cartAnswer(
  tracked: State,
  trackedLines: readonly CartLine[],
): JsonText<Schemas['Cart']> {
  // Only reads: the plain records, without the change tracking's proxies (src/store/tracking.ts).
  const state = unwrap(tracked);
  // A cart has a few shops: a list searched by id costs less than a Map per answer.
  const shops: ShopLines[] = [];
  let count = 0;
  let selectedCount = 0;
  let selectedTotal = 0;
  for (const trackedLine of trackedLines) {
    const line = unwrap(trackedLine);
    const product = findById(state.products, line.productId);
    if (!product) continue;
    const merchantId = product.merchantId;
    let shop: ShopLines | undefined;
    for (const known of shops) {
      if (known.merchantId === merchantId) {
        shop = known;
        break;
      }
    }
    const item = itemJson(line, product);
    if (shop) {
      shop.items += `,${item}`;
      shop.selected &&= line.selected;
    } else {
      shops.push({ merchantId, selected: line.selected, items: item });
    }
    count += line.quantity;
    if (line.selected) {
      selectedCount += line.quantity;
      selectedTotal += product.price * line.quantity;
    }
  }
  let json = '{"shops":[';
  for (let i = 0; i < shops.length; i += 1) {
    const shop = shops[i] as ShopLines;
    const merchant = findById(state.merchants, shop.merchantId);
    json += `${i === 0 ? '' : ','}${shopHead(shop.merchantId, merchant, shop.selected)}${shop.items}]}`;
  }
  const totals: Omit<Schemas['Cart'], 'shops'> = {
    count,
    selected_count: selectedCount,
    selected_total: formatMoney(selectedTotal),
  };
  return new JsonText(`${json}],${JSON.stringify(totals).slice(1)}`);
}
