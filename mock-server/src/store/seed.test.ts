import { afterEach, describe, expect, it } from 'vitest';
import { seedStore } from './seed';
import { verifySecret } from '../domain/secrets';
import { artOfProductName } from './catalog-data';
import { ARTS } from './images';
import { OrderStatus } from './state';
import { Store } from './store';

const opened: Store[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

/** A store in memory, filled by the seed. */
async function seeded(): Promise<Store> {
  const store = await Store.open(null, seedStore);
  opened.push(store);
  return store;
}

/** The catalogue as the store has it. */
function catalogOf({ db }: Store) {
  return {
    categories: db.all(db.q.selectFrom('categories').selectAll().orderBy('id')),
    merchants: db.all(db.q.selectFrom('merchants').selectAll().orderBy('id')),
    products: db.all(db.q.selectFrom('products').selectAll().orderBy('id')),
  };
}

describe('seed', () => {
  it('is deterministic: the same catalog on every run', async () => {
    const first = catalogOf(await seeded());
    const second = catalogOf(await seeded());
    expect(second.products).toEqual(first.products);
    expect(second.merchants).toEqual(first.merchants);
    expect(second.categories).toEqual(first.categories);
  });

  it('has the ten categories, eight or more shops and enough products to page', async () => {
    const { categories, merchants, products } = catalogOf(await seeded());
    expect(categories.map((c) => c.key)).toHaveLength(10);
    expect(merchants.length).toBeGreaterThanOrEqual(8);
    expect(products.length).toBeGreaterThanOrEqual(120);
    for (const category of categories) {
      expect(products.some((p) => p.categoryId === category.id)).toBe(true);
    }
  });

  it('has each shop sell its own category, under names that are all different', async () => {
    const { categories, merchants, products } = catalogOf(await seeded());
    const categoryOfShop = new Map<number, Set<number>>();
    for (const product of products) {
      const ofShop = categoryOfShop.get(product.merchantId) ?? new Set<number>();
      ofShop.add(product.categoryId);
      categoryOfShop.set(product.merchantId, ofShop);
    }
    expect(categoryOfShop.size).toBe(merchants.length);
    for (const ofShop of categoryOfShop.values()) expect(ofShop.size).toBe(1);
    const shopOfCategory = [...categoryOfShop.values()].map((ofShop) => [...ofShop][0]);
    expect(new Set(shopOfCategory).size).toBe(categories.length);
    const names = products.map((product) => product.name);
    expect(new Set(names).size).toBe(names.length);
    // Each product is one of its category's kinds, which has a drawing.
    for (const product of products)
      expect(ARTS[artOfProductName(product.name) ?? ''], product.name).toBeDefined();
  });

  it('gives the demo shopper a positive balance matching the ledger and orders in every status', async () => {
    const { db } = await seeded();
    const demo = db.first(db.q.selectFrom('users').selectAll().orderBy('id').limit(1));
    expect(demo?.email).toBe('demo@example.com');
    expect(demo?.balance).toBeGreaterThan(400000);
    const ledger = db
      .all(
        db.q
          .selectFrom('fundRecords')
          .select('amount')
          .where('userId', '=', demo?.id ?? 0),
      )
      .reduce((sum, f) => sum + f.amount, 0);
    expect(ledger).toBe(demo?.balance);
    const statuses = new Set(
      db.all(db.q.selectFrom('orders').select('status')).map((o) => o.status),
    );
    for (const status of Object.values(OrderStatus)) expect(statuses.has(status)).toBe(true);
    const defaults = db.all(
      db.q
        .selectFrom('addresses')
        .select('id')
        .where('userId', '=', demo?.id ?? 0)
        .where('isDefault', '=', 1),
    );
    expect(defaults).toHaveLength(1);
  });

  it('gives the demo secrets hashes with random salts that verify demo123 and 123456 only', async () => {
    const { db } = await seeded();
    const users = db.all(db.q.selectFrom('users').select(['email', 'passwordHash', 'payCodeHash']));
    const demo = users.find((user) => user.email === 'demo@example.com');
    expect(await verifySecret('demo123', demo?.passwordHash ?? '')).toBe(true);
    expect(await verifySecret('123456', demo?.payCodeHash ?? '')).toBe(true);
    expect(await verifySecret('demo124', demo?.passwordHash ?? '')).toBe(false);
    const salts = users
      .flatMap((user) => [user.passwordHash, user.payCodeHash])
      .filter(Boolean)
      .map((hash) => hash.split('$')[2]);
    expect(new Set(salts).size).toBe(salts.length);
    for (const salt of salts) {
      expect(salt).toMatch(/^[0-9a-f]{32}$/);
      // Not a word in hex, as the fixed salts were ("demo-password-01").
      expect(Buffer.from(salt ?? '', 'hex').toString('latin1')).not.toMatch(/^[ -~]{16}$/);
    }
  });
});
