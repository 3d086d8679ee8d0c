import { writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import Database from 'libsql';
import { CamelCasePlugin, Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import { Db } from '../src/store/db';
import type { Tables } from '../src/store/tables';
import { TABLES_V3 } from '../src/store/tables.sql';

// `npm run bench:query-layer -w mock-server`: what the store's query layer costs, measured on the
// operation the storefront calls most (a cart add: the product, the shopper's line, the cart with
// its products), three ways on the same schema in memory, in one run:
// - prepared statements, prepared once and reused (the floor: no query building at all);
// - Kysely built and compiled per call, run synchronously on libsql (src/store/db.ts, the choice);
// - Kysely executing by itself (its SqliteDialect: every query awaited).
// Writes bench/query-layer-results.md. The decision it informed: docs/adr/0016-sqlite-is-the-state.md.

const OPERATIONS = 20_000;
const PRODUCTS = 130;
const SHOPPERS = 50;

function freshDatabase(): Database.Database {
  const connection = new Database(':memory:');
  connection.exec('PRAGMA foreign_keys = ON');
  connection.exec(TABLES_V3);
  connection.exec(`INSERT INTO categories (key, name, icon) VALUES ('c', 'C', '')`);
  connection.exec(
    `INSERT INTO merchants (name, logo, banner, description, rating, sales) VALUES ('M', '', '', '', 4.5, 0)`,
  );
  const product = connection.prepare(
    `INSERT INTO products (merchant_id, category_id, name, description, image, price, original_price, stock, sales, created_at)
     VALUES (1, 1, ?, '', '', 1000, 1200, 1000000, 0, 0)`,
  );
  for (let id = 1; id <= PRODUCTS; id += 1) product.run(`Product ${id}`);
  const user = connection.prepare(
    `INSERT INTO users (email, nickname, password_hash, balance, lang, created_at) VALUES (?, 'S', '', 0, 'en', 0)`,
  );
  for (let id = 1; id <= SHOPPERS; id += 1) user.run(`s${id}@example.com`);
  return connection;
}

/** The nth cart add: a shopper, a product, a quantity of 1 (the line's quantity grows slowly). */
const nth = (n: number) => ({ userId: 1 + (n % SHOPPERS), productId: 1 + ((n * 7) % PRODUCTS) });

function preparedStatements(): number {
  const connection = freshDatabase();
  const product = connection.prepare(`SELECT id, stock FROM products WHERE id = ?`);
  const line = connection.prepare(
    `SELECT id, quantity FROM cart_lines WHERE user_id = ? AND product_id = ?`,
  );
  const insert = connection.prepare(
    `INSERT INTO cart_lines (user_id, product_id, quantity, selected, added_at) VALUES (?, ?, 1, 1, ?)`,
  );
  const update = connection.prepare(
    `UPDATE cart_lines SET quantity = ?, selected = 1 WHERE id = ?`,
  );
  const cart = connection.prepare(
    `SELECT c.id, c.quantity, c.selected, p.name, p.price FROM cart_lines c JOIN products p ON p.id = c.product_id
     WHERE c.user_id = ? ORDER BY c.added_at DESC, c.id DESC`,
  );
  const started = performance.now();
  for (let n = 0; n < OPERATIONS; n += 1) {
    const { userId, productId } = nth(n);
    connection.exec('BEGIN IMMEDIATE');
    product.get(productId);
    const existing = line.get(userId, productId) as { id: number; quantity: number } | undefined;
    if (existing) update.run(Math.min(999, existing.quantity + 1), existing.id);
    else insert.run(userId, productId, n);
    cart.all(userId);
    connection.exec('COMMIT');
  }
  const elapsed = performance.now() - started;
  connection.close();
  return elapsed;
}

function builtPerCall(): number {
  const db = new Db(freshDatabase());
  const { q } = db;
  const started = performance.now();
  for (let n = 0; n < OPERATIONS; n += 1) {
    const { userId, productId } = nth(n);
    db.transaction(() => {
      db.first(q.selectFrom('products').select(['id', 'stock']).where('id', '=', productId));
      const existing = db.first(
        q
          .selectFrom('cartLines')
          .select(['id', 'quantity'])
          .where('userId', '=', userId)
          .where('productId', '=', productId),
      );
      if (existing) {
        db.run(
          q
            .updateTable('cartLines')
            .set({ quantity: Math.min(999, existing.quantity + 1), selected: 1 })
            .where('id', '=', existing.id),
        );
      } else {
        db.run(q.insertInto('cartLines').values({ userId, productId, quantity: 1, addedAt: n }));
      }
      db.all(
        q
          .selectFrom('cartLines as c')
          .innerJoin('products as p', 'p.id', 'c.productId')
          .select(['c.id', 'c.quantity', 'c.selected', 'p.name', 'p.price'])
          .where('c.userId', '=', userId)
          .orderBy('c.addedAt', 'desc')
          .orderBy('c.id', 'desc'),
      );
    });
  }
  const elapsed = performance.now() - started;
  db.connection.close();
  return elapsed;
}

async function kyselyExecuting(): Promise<number> {
  const connection = freshDatabase();
  const db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: connection as unknown as SqliteDatabase }),
    plugins: [new CamelCasePlugin()],
  });
  const started = performance.now();
  for (let n = 0; n < OPERATIONS; n += 1) {
    const { userId, productId } = nth(n);
    await db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('products')
        .select(['id', 'stock'])
        .where('id', '=', productId)
        .executeTakeFirst();
      const existing = await trx
        .selectFrom('cartLines')
        .select(['id', 'quantity'])
        .where('userId', '=', userId)
        .where('productId', '=', productId)
        .executeTakeFirst();
      if (existing) {
        await trx
          .updateTable('cartLines')
          .set({ quantity: Math.min(999, existing.quantity + 1), selected: 1 })
          .where('id', '=', existing.id)
          .execute();
      } else {
        await trx
          .insertInto('cartLines')
          .values({ userId, productId, quantity: 1, addedAt: n })
          .execute();
      }
      await trx
        .selectFrom('cartLines as c')
        .innerJoin('products as p', 'p.id', 'c.productId')
        .select(['c.id', 'c.quantity', 'c.selected', 'p.name', 'p.price'])
        .where('c.userId', '=', userId)
        .orderBy('c.addedAt', 'desc')
        .orderBy('c.id', 'desc')
        .execute();
    });
  }
  const elapsed = performance.now() - started;
  await db.destroy();
  return elapsed;
}

const loadBefore = loadavg()[0]!;
// Each way twice, alternating, keeping the better run (the first warms the JIT).
const runs: Record<string, number[]> = { prepared: [], built: [], executing: [] };
for (let round = 0; round < 2; round += 1) {
  runs.prepared!.push(preparedStatements());
  runs.built!.push(builtPerCall());
  runs.executing!.push(await kyselyExecuting());
}
const perOperation = (name: string) => (Math.min(...runs[name]!) * 1000) / OPERATIONS;
const floor = perOperation('prepared');
const rows = [
  ['Prepared statements, reused', perOperation('prepared')],
  ['Kysely built per call, run synchronously (db.ts)', perOperation('built')],
  ['Kysely executing (SqliteDialect, awaited)', perOperation('executing')],
] as const;
const lines = [
  '# Query layer: a cart add three ways',
  '',
  `Written by \`npm run bench:query-layer -w mock-server\` on ${new Date().toISOString()}: ` +
    `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ` +
    `load ${loadBefore.toFixed(2)} before and ${loadavg()[0]!.toFixed(2)} after.`,
  `${OPERATIONS} cart adds (product read, line read, insert or update, cart with products), each in ` +
    'its own transaction, SQLite in memory; the better of two runs.',
  '',
  '| Way | µs per cart add | vs reused statements |',
  '| --- | ---: | ---: |',
  ...rows.map(
    ([name, micros]) => `| ${name} | ${micros.toFixed(1)} | ${(micros / floor).toFixed(2)}× |`,
  ),
  '',
];
for (const line of lines) console.log(line);
await writeFile(new URL('./query-layer-results.md', import.meta.url), lines.join('\n'));
