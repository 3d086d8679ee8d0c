import { describe, expect, it } from 'vitest';
import { seedState } from './seed';
import { verifySecret } from '../domain/secrets';
import { artOfProductName } from './catalog-data';
import { ARTS } from './images';
import { OrderStatus } from './state';

describe('seed', () => {
  it('is deterministic: the same catalog on every run', async () => {
    const first = await seedState();
    const second = await seedState();
    expect(second.products).toEqual(first.products);
    expect(second.merchants).toEqual(first.merchants);
    expect(second.categories).toEqual(first.categories);
  });

  it('has the ten categories, eight or more shops and enough products to page', async () => {
    const state = await seedState();
    expect(state.categories.map((c) => c.key)).toHaveLength(10);
    expect(state.merchants.length).toBeGreaterThanOrEqual(8);
    expect(state.products.length).toBeGreaterThanOrEqual(120);
    for (const category of state.categories) {
      expect(state.products.some((p) => p.categoryId === category.id)).toBe(true);
    }
  });

  it('has each shop sell its own category, under names that are all different', async () => {
    const state = await seedState();
    const categoryOfShop = new Map<number, Set<number>>();
    for (const product of state.products) {
      const categories = categoryOfShop.get(product.merchantId) ?? new Set<number>();
      categories.add(product.categoryId);
      categoryOfShop.set(product.merchantId, categories);
    }
    expect(categoryOfShop.size).toBe(state.merchants.length);
    for (const categories of categoryOfShop.values()) expect(categories.size).toBe(1);
    const shopOfCategory = [...categoryOfShop.values()].map((categories) => [...categories][0]);
    expect(new Set(shopOfCategory).size).toBe(state.categories.length);
    const names = state.products.map((product) => product.name);
    expect(new Set(names).size).toBe(names.length);
    // Each product is one of its category's kinds, which has a drawing.
    for (const product of state.products)
      expect(ARTS[artOfProductName(product.name) ?? ''], product.name).toBeDefined();
  });

  it('gives the demo shopper a positive balance matching the ledger and orders in every status', async () => {
    const state = await seedState();
    const demo = state.users[0];
    expect(demo?.email).toBe('demo@example.com');
    expect(demo?.balance).toBeGreaterThan(400000);
    const ledger = state.funds
      .filter((f) => f.userId === demo?.id)
      .reduce((sum, f) => sum + f.amount, 0);
    expect(ledger).toBe(demo?.balance);
    const statuses = new Set(state.orders.map((o) => o.status));
    for (const status of Object.values(OrderStatus)) expect(statuses.has(status)).toBe(true);
    expect(state.addresses.filter((a) => a.userId === demo?.id && a.isDefault)).toHaveLength(1);
  });

  it('gives the demo secrets hashes with random salts that verify demo123 and 123456 only', async () => {
    const state = await seedState();
    const demo = state.users.find((user) => user.email === 'demo@example.com');
    expect(await verifySecret('demo123', demo?.passwordHash ?? '')).toBe(true);
    expect(await verifySecret('123456', demo?.payCodeHash ?? '')).toBe(true);
    expect(await verifySecret('demo124', demo?.passwordHash ?? '')).toBe(false);
    const salts = state.users
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
