import { access, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterEach, describe, expect, it } from 'vitest';
import { TestApi } from '../testing/test-api';
import type { Db } from './db';
import { seedStore } from './seed';
import { SCHEMA_VERSION } from './schema';
import { DB_FILE, IMPORTED_STATE_FILE, STATE_FILE, Store, type Seed } from './store';

const FIXTURES = join(import.meta.dirname, 'testing', 'fixtures');
const folders: string[] = [];
const stores: Store[] = [];
const apis: TestApi[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'mock-store-'));
  folders.push(dir);
  return dir;
}
const nothing: Seed = () => Promise.resolve(() => {});
const mustLoad: Seed = () => Promise.reject(new Error('must load, not seed'));
async function open(dir: string | null, seed: Seed = seedStore) {
  const store = await Store.open(dir, seed);
  stores.push(store);
  return store;
}
async function start(options: Parameters<typeof TestApi.start>[0] = {}) {
  const api = await TestApi.start(options);
  apis.push(api);
  return api;
}

afterEach(async () => {
  await Promise.all(apis.splice(0).map((api) => api.close()));
  await Promise.all(stores.splice(0).map((store) => store.close()));
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const nicknameOf = (db: Db, email: string) =>
  db.first(db.q.selectFrom('users').select('nickname').where('email', '=', email))?.nickname;
const columnsOf = (db: Db, table: string) =>
  (
    db.connection.prepare(`PRAGMA table_info(${table})`).all() as {
      name: string;
      type: string;
      notnull: number;
    }[]
  ).map(({ name, type, notnull }) => `${name} ${type}${notnull ? ' NOT NULL' : ''}`);
const relationsOf = (db: Db, table: string) =>
  (
    db.connection.prepare(`PRAGMA foreign_key_list(${table})`).all() as {
      from: string;
      table: string;
      to: string;
    }[]
  )
    .map((key) => `${key.from} -> ${key.table}.${key.to}`)
    .sort();

describe('the schema', () => {
  it('has real columns for shoppers, cart lines and orders, and their relations', async () => {
    const { db } = await open(null);
    expect(columnsOf(db, 'users')).toEqual(
      expect.arrayContaining(['id INTEGER', 'email TEXT NOT NULL', 'balance INTEGER NOT NULL']),
    );
    expect(columnsOf(db, 'cart_lines')).toEqual([
      'id INTEGER',
      'user_id INTEGER NOT NULL',
      'product_id INTEGER NOT NULL',
      'quantity INTEGER NOT NULL',
      'selected INTEGER NOT NULL',
      'added_at INTEGER NOT NULL',
    ]);
    expect(columnsOf(db, 'orders')).toEqual(
      expect.arrayContaining([
        'user_id INTEGER NOT NULL',
        'status INTEGER NOT NULL',
        'total INTEGER NOT NULL',
        'paid_at INTEGER',
      ]),
    );
    expect(relationsOf(db, 'cart_lines')).toEqual([
      'product_id -> products.id',
      'user_id -> users.id',
    ]);
    expect(relationsOf(db, 'orders')).toEqual([
      'merchant_id -> merchants.id',
      'user_id -> users.id',
    ]);
    expect(relationsOf(db, 'order_lines')).toEqual([
      'order_id -> orders.id',
      'product_id -> products.id',
    ]);
    const keys = db.connection.prepare('PRAGMA foreign_keys').get() as { foreign_keys: number };
    expect(keys.foreign_keys).toBe(1);
  });

  it('refuses what the shop must never hold: a negative balance, stock or quantity, an unknown status, a line of no shopper', async () => {
    const { db } = await open(null);
    const demo = db.first(db.q.selectFrom('users').select('id').limit(1))!.id;
    const refused = (change: () => unknown) => expect(change).toThrow(/constraint failed/);
    refused(() => db.run(db.q.updateTable('users').set({ balance: -1 }).where('id', '=', demo)));
    refused(() => db.run(db.q.updateTable('products').set({ stock: -1 }).where('id', '=', 1)));
    refused(() => db.run(db.q.updateTable('cartLines').set({ quantity: 0 })));
    refused(() => db.run(db.q.updateTable('orders').set({ status: 7 })));
    refused(() =>
      db.run(
        db.q
          .insertInto('cartLines')
          .values({ userId: 9999, productId: 1, quantity: 1, addedAt: 0 }),
      ),
    );
  });

  it("lets an order leave every other shopper's cart rows untouched", async () => {
    const api = await start();
    const demo = await api.login();
    const other = await api.register('other-cart@example.com');
    await api.post('/api/cart/add', { product_id: 8, quantity: 1 }, { token: other });
    await api.post('/api/cart/add', { product_id: 9, quantity: 2 }, { token: other });
    const { connection } = api.db;
    // Every change to another shopper's cart rows is counted while the demo shopper orders.
    connection.exec(`CREATE TEMP TABLE touched (what TEXT)`);
    connection.exec(`CREATE TEMP TRIGGER watch_update AFTER UPDATE ON cart_lines
      WHEN old.user_id <> 1 BEGIN INSERT INTO touched VALUES ('update'); END`);
    connection.exec(`CREATE TEMP TRIGGER watch_delete AFTER DELETE ON cart_lines
      WHEN old.user_id <> 1 BEGIN INSERT INTO touched VALUES ('delete'); END`);
    const ordered = await api.post('/api/order/create', { address_id: 1 }, { token: demo });
    expect(ordered.body.code).toBe(1);
    const touched = connection.prepare('SELECT what FROM touched').all();
    connection.exec('DROP TRIGGER watch_update; DROP TRIGGER watch_delete; DROP TABLE touched');
    expect(touched).toEqual([]);
    // The shopper's own ordered lines are gone.
    const ownSelected = api.db.all(
      api.db.q
        .selectFrom('cartLines')
        .select('id')
        .where('userId', '=', 1)
        .where('selected', '=', 1),
    );
    expect(ownSelected).toEqual([]);
    const otherCart = await api.get('/api/cart/list', { token: other });
    expect(JSON.stringify(otherCart.body.data)).toContain('"quantity":2');
  });
});

describe('Store in a file', () => {
  it('gives back after a reopen every committed change', async () => {
    const dir = await tempDir();
    const first = await open(dir);
    first.transaction((db) =>
      db.run(
        db.q
          .updateTable('users')
          .set({ nickname: 'Renamed' })
          .where('email', '=', 'demo@example.com'),
      ),
    );
    await first.close();
    const again = await open(dir, mustLoad);
    expect(nicknameOf(again.db, 'demo@example.com')).toBe('Renamed');
  });

  it('rolls back a transaction that throws: none of its writes stay', async () => {
    const store = await open(null);
    const before = nicknameOf(store.db, 'demo@example.com');
    expect(() =>
      store.transaction((db) => {
        db.run(
          db.q
            .updateTable('users')
            .set({ nickname: 'Half done' })
            .where('email', '=', 'demo@example.com'),
        );
        db.run(db.q.updateTable('users').set({ balance: -5 }));
      }),
    ).toThrow(/constraint failed/);
    expect(nicknameOf(store.db, 'demo@example.com')).toBe(before);
  });

  it('is reset to the seed, and the seed comes back after a reopen', async () => {
    const dir = await tempDir();
    const store = await open(dir);
    const seeded = store.db.all(store.db.q.selectFrom('orders').select(['id', 'sn', 'status']));
    store.transaction((db) => {
      db.run(db.q.deleteFrom('cartLines'));
      db.run(db.q.updateTable('users').set({ nickname: 'Before the reset' }));
    });
    await store.reset();
    expect(store.db.all(store.db.q.selectFrom('orders').select(['id', 'sn', 'status']))).toEqual(
      seeded,
    );
    expect(nicknameOf(store.db, 'demo@example.com')).toBe('Demo Shopper');
    expect(store.db.all(store.db.q.selectFrom('cartLines').select('id')).length).toBeGreaterThan(0);
    await store.close();
    const again = await open(dir, mustLoad);
    expect(again.db.all(again.db.q.selectFrom('orders').select(['id', 'sn', 'status']))).toEqual(
      seeded,
    );
  });

  it('imports a state file of an earlier version once and keeps it beside', async () => {
    const dir = await tempDir();
    const text = await readFile(join(FIXTURES, 'state-v1.json'), 'utf8');
    const older = JSON.parse(text) as { users: { nickname: string }[] };
    older.users[0]!.nickname = 'From the state file';
    await writeFile(join(dir, STATE_FILE), JSON.stringify(older));
    const store = await open(dir, mustLoad);
    expect(nicknameOf(store.db, 'demo@example.com')).toBe('From the state file');
    await store.close();
    await expect(access(join(dir, STATE_FILE))).rejects.toThrow();
    expect(JSON.parse(await readFile(join(dir, IMPORTED_STATE_FILE), 'utf8'))).toEqual(older);
    // A state file put back later is not imported over the database.
    await writeFile(join(dir, STATE_FILE), text);
    const again = await open(dir, mustLoad);
    expect(nicknameOf(again.db, 'demo@example.com')).toBe('From the state file');
  });

  it('refuses a state file that is not one, instead of silently starting over', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, STATE_FILE), '{"hello":1}');
    await expect(Store.open(dir, nothing)).rejects.toThrow(/not a state file/);
  });

  it('refuses a database file that is not one', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, DB_FILE), 'not a database, just some text'.repeat(200));
    await expect(Store.open(dir, nothing)).rejects.toThrow(/not a database/);
  });

  it('refuses a database written by a newer version', async () => {
    const dir = await tempDir();
    const db = new Database(join(dir, DB_FILE));
    db.exec('PRAGMA user_version = 999');
    db.close();
    await expect(Store.open(dir, nothing)).rejects.toThrow(/newer version/);
  });

  it('keeps the file in WAL mode, readable by the owner only', async () => {
    const dir = await tempDir();
    const store = await open(dir);
    const mode = store.connection.prepare('PRAGMA journal_mode').get() as { journal_mode: string };
    expect(mode.journal_mode).toBe('wal');
    expect((await stat(join(dir, DB_FILE))).mode & 0o777).toBe(0o600);
  });
});

describe('a store.db of schema 2 (one JSON doc per record)', () => {
  /** The demo shop as schema 2 kept it, with a cart change and a chat message (fixtures/README). */
  async function olderDatabase(): Promise<string> {
    const dir = await tempDir();
    const db = new Database(join(dir, DB_FILE));
    db.exec(await readFile(join(FIXTURES, 'store-v2.sql'), 'utf8'));
    db.exec('PRAGMA user_version = 2');
    db.close();
    return dir;
  }

  it("is brought to today's tables once, with every record, and the shop works on it", async () => {
    const dir = await olderDatabase();
    const api = await start({ dataDir: dir });
    const { db } = api;
    const version = db.connection.prepare('PRAGMA user_version').get() as { user_version: number };
    expect(version.user_version).toBe(SCHEMA_VERSION);
    const tables = db.connection
      .prepare(`SELECT name, sql FROM sqlite_schema WHERE type = 'table'`)
      .all() as { name: string; sql: string }[];
    expect(tables.filter((table) => /\bdoc\b/.test(table.sql))).toEqual([]);
    const count = (table: string) =>
      (db.connection.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect(count('products')).toBe(130);
    expect(count('orders')).toBe(7);
    expect(count('order_lines')).toBeGreaterThanOrEqual(7);
    expect(count('chat_messages')).toBe(1);
    const withdrawal = db.first(db.q.selectFrom('withdrawals').select(['cardBrand', 'cardLast4']))!;
    expect(withdrawal).toEqual({ cardBrand: 'UnionPay', cardLast4: '2222' });
    // The demo shopper signs in with the password hash the old file kept, and sees the cart it had.
    const token = await api.login();
    const cart = await api.get('/api/cart/list', { token });
    expect(JSON.stringify(cart.body.data)).toContain('"product_id":7');
    // New records get ids after the old ones.
    const orders = await api.post('/api/order/create', { address_id: 1 }, { token });
    expect(orders.body.code).toBe(1);
    const newest = db.first(db.q.selectFrom('orders').select('id').orderBy('id', 'desc').limit(1))!;
    expect(newest.id).toBeGreaterThan(7);
  });
});
