import fc from 'fast-check';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS, sessionKey } from '../domain/accounts';
import { clock } from '../domain/clock';
import { DB_FILE } from '../store/store';
import { applyCartStep, cartStep } from '../testing/cart-steps';
import { TestApi } from '../testing/test-api';

// Every cart call has committed its changes when it answers. Whatever two shoppers do to their
// carts, the database file, read beside the app, holds after each answer exactly the lines the
// app's own connection holds, and the cart's id sequence: a change left uncommitted is missing
// from the file.

const action = fc.record({ shopper: fc.constantFrom(0, 1), step: cartStep });

let api: TestApi;
let folder: string;
let tokens: string[];
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'cart-store-'));
  api = await TestApi.start({ dataDir: folder });
  tokens = [await api.login(), await api.register('cart-store@example.com')];
});
afterAll(async () => {
  await api.close();
  await rm(folder, { recursive: true, force: true });
});

/** The cart's rows and its id sequence as a connection sees them. */
function cartRows(connection: Database.Database): { lines: unknown[]; seq: unknown } {
  const lines = connection.prepare('SELECT * FROM cart_lines ORDER BY id').all();
  const seq = connection
    .prepare(`SELECT seq FROM sqlite_sequence WHERE name = 'cart_lines'`)
    .get() as { seq: number } | undefined;
  return { lines, seq: seq?.seq };
}

/** As the file holds them (a reader beside the app: it sees only what is committed). */
function inFile(): { lines: unknown[]; seq: unknown } {
  const db = new Database(join(folder, DB_FILE), { readonly: true });
  try {
    return cartRows(db);
  } finally {
    db.close();
  }
}

/** As the app sees them, its own uncommitted changes included. */
function inApp(): { lines: unknown[]; seq: unknown } {
  return cartRows(api.db.connection);
}

describe('the cart in the database file', () => {
  it('holds after every answer the lines and the sequence the app holds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (actions) => {
        for (const { shopper, step: todo } of actions) {
          await applyCartStep(api, tokens[shopper] as string, todo);
          expect(inFile()).toEqual(inApp());
        }
      }),
      { numRuns: 25 },
    );
  });

  it('ends an expired session a cart call meets, in the file too', async () => {
    const token = await api.register('cart-store-expired@example.com');
    const key = sessionKey(token);
    const stored = () => {
      const db = new Database(join(folder, DB_FILE), { readonly: true });
      try {
        return db.prepare('SELECT 1 FROM sessions WHERE key = ?').get(key) !== undefined;
      } finally {
        db.close();
      }
    };
    expect(stored()).toBe(true);
    clock.offsetMs = SESSION_LIFETIME_MS + 1000;
    try {
      // A read (the cart list) and a cart change both look the caller up.
      expect((await api.get('/api/cart/list', { token })).status).toBe(401);
      expect(
        (await api.post('/api/cart/add', { product_id: 1, quantity: 1 }, { token })).status,
      ).toBe(401);
    } finally {
      clock.offsetMs = 0;
    }
    expect(
      api.db.first(api.db.q.selectFrom('sessions').select('key').where('key', '=', key)),
    ).toBeUndefined();
    // The file may learn it a moment later (a refused request waits for no commit).
    const deadline = Date.now() + 10_000;
    while (stored() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
    expect(stored()).toBe(false);
  });
});
