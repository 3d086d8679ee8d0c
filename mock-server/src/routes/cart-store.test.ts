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

// The cart operations change the plain records and name each row they change (StateWrites,
// src/store/writes.ts) instead of going through the change-tracking proxies. Whatever two shoppers
// do to their carts, the database file holds after each answer exactly the lines the app holds, and
// the cart's id sequence: a change left unnamed is missing from the file. No order is placed here:
// an order rewrites the whole cart table and would hide a missing mark.

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

/** The cart's rows and its id sequence as the file holds them (a reader beside the app). */
function inFile(): { lines: unknown[]; seq: unknown } {
  const db = new Database(join(folder, DB_FILE), { readonly: true });
  try {
    const lines = (
      db.prepare('SELECT doc FROM cart_lines ORDER BY id').all() as { doc: string }[]
    ).map((row) => JSON.parse(row.doc) as unknown);
    const seq = db.prepare(`SELECT doc FROM sequences WHERE key = 'cart'`).get() as
      { doc: string } | undefined;
    return { lines, seq: seq ? (JSON.parse(seq.doc) as unknown) : undefined };
  } finally {
    db.close();
  }
}

function inApp(): { lines: unknown[]; seq: unknown } {
  const state = api.app.store.readState;
  const lines = [...state.cart].sort((a, b) => a.id - b.id);
  return JSON.parse(JSON.stringify({ lines, seq: state.seq.cart })) as {
    lines: unknown[];
    seq: unknown;
  };
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

  it('ends an expired session found on the plain path, in the file too', async () => {
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
      // A read (the cart list) and a cart change both look the caller up on the plain state.
      expect((await api.get('/api/cart/list', { token })).status).toBe(401);
      expect(
        (await api.post('/api/cart/add', { product_id: 1, quantity: 1 }, { token })).status,
      ).toBe(401);
    } finally {
      clock.offsetMs = 0;
    }
    expect(Object.hasOwn(api.app.store.readState.sessions, key)).toBe(false);
    // Written in the next turn's transaction (a refused request waits for no commit).
    const deadline = Date.now() + 10_000;
    while (stored() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
    expect(stored()).toBe(false);
  });
});
