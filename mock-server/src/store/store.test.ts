import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeChanges } from './persist';
import { emptyState, seedState } from './seed';
import { DB_FILE, IMPORTED_STATE_FILE, STATE_FILE, Store } from './store';
import type { Order, State } from './state';

const folders: string[] = [];
const stores: Store[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'mock-store-'));
  folders.push(dir);
  return dir;
}
async function open(dir: string | null, seed: () => State | Promise<State> = emptyState) {
  const store = await Store.open(dir, seed);
  stores.push(store);
  return store;
}
const mustLoad = () => {
  throw new Error('must load, not seed');
};
/** What a reopen of the folder gives back, as plain data. */
async function reopened(dir: string): Promise<State> {
  const store = await Store.open(dir, mustLoad);
  const state = JSON.parse(JSON.stringify(store.readState)) as State;
  await store.close();
  return state;
}

// The writer, spied on so a test can count the transactions; it still writes.
vi.mock('./persist', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./persist')>();
  return { ...actual, writeChanges: vi.fn(actual.writeChanges) };
});

afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

function order(id: number, userId = 1): Order {
  return {
    id,
    sn: `SN${id}`,
    userId,
    merchantId: 1,
    lines: [{ productId: 1, name: 'Kite', image: '', price: 100, quantity: 1, subtotal: 100 }],
    quantity: 1,
    goodsTotal: 100,
    freight: 0,
    discount: 0,
    total: 100,
    promoCode: '',
    status: 0,
    statusBeforeAfterSale: null,
    refundState: 'none',
    address: { addressee: 'A', mobile: '1', area: 'B', detail: 'C' },
    remark: '',
    logistics: [],
    trackingNo: '',
    reviewed: false,
    createdAt: 0,
    paidAt: null,
    shippedAt: null,
    receivedAt: null,
    finishedAt: null,
  };
}

describe.each([
  ['in memory', false],
  ['in a file', true],
])('Store %s', (_name, inFile) => {
  it('writes each change to its table, in cents', async () => {
    const dir = inFile ? await tempDir() : null;
    const store = await open(dir, seedState);
    const demo = store.state.users[0]!;
    demo.balance += 1234;
    await store.commit();
    const row = store.db.prepare('SELECT balance_cents FROM users WHERE id = ?').get(demo.id) as {
      balance_cents: number;
    };
    expect(row.balance_cents).toBe(demo.balance);
    expect(store.persistent).toBe(inFile);
  });

  it('writes the changes of one turn in one transaction', async () => {
    const store = await open(inFile ? await tempDir() : null);
    const writes = vi.mocked(writeChanges);
    writes.mockClear();
    const commits: Promise<void>[] = [];
    for (let i = 1; i <= 100; i += 1) {
      store.state.seq.cart = i;
      store.state.orders.push(order(i));
      commits.push(store.commit());
    }
    await Promise.all(commits);
    expect(writes).toHaveBeenCalledTimes(1);
    const count = store.db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number };
    expect(count.n).toBe(100);
  });

  it('writes only the rows that changed, however many there are', async () => {
    const store = await open(inFile ? await tempDir() : null);
    for (let i = 1; i <= 10_000; i += 1) store.state.orders.push(order(i));
    await store.commit();
    const before = store.db.prepare('SELECT total_changes() AS n').get() as { n: number };
    const paid = store.state.orders.find((candidate) => candidate.id === 5000)!;
    paid.status = 1;
    paid.logistics.push({ at: 1, status: 1, key: 'paid' });
    await store.commit();
    const after = store.db.prepare('SELECT total_changes() AS n').get() as { n: number };
    expect(after.n - before.n).toBe(1);
    const row = store.db.prepare('SELECT status, doc FROM orders WHERE id = 5000').get() as {
      status: number;
      doc: string;
    };
    expect(row.status).toBe(1);
    expect((JSON.parse(row.doc) as Order).logistics).toHaveLength(1);
  });
});

describe('Store in a file', () => {
  it('gives back after a reopen everything whose commit resolved', async () => {
    const dir = await tempDir();
    const first = await open(dir, seedState);
    const state = first.state;
    state.seq.order = 42;
    state.users[0]!.nickname = 'Renamed';
    state.orders.push(order(900, state.users[0]!.id));
    state.cart = state.cart.filter((line) => line.id !== state.cart[0]!.id);
    const [session] = Object.keys(state.sessions);
    if (session) delete state.sessions[session];
    state.sessions.fresh = { userId: 1, expiresAt: 5 };
    state.favourites.push({ userId: 1, productId: 99, createdAt: 1 });
    const chat = state.chat as { logs?: Record<string, unknown>; lastMessageId?: number };
    chat.lastMessageId = 3;
    chat.logs = {
      'p:a@b': {
        key: 'p:a@b',
        members: ['a', 'b'],
        extraVersion: 0,
        messages: [{ id: 1, seq: 1 }],
      },
    };
    await first.commit();
    const logs = (first.state.chat as { logs: Record<string, { messages: object[] }> }).logs;
    logs['p:a@b']!.messages.push({ id: 2, seq: 2 }, { id: 3, seq: 3 });
    logs['p:a@b']!.messages.shift();
    await first.commit();
    const expected = JSON.parse(JSON.stringify(first.readState)) as State;
    await first.close();
    expect(await reopened(dir)).toEqual(expected);
    const db = new Database(join(dir, DB_FILE));
    const seqs = db
      .prepare(`SELECT seq FROM chat_messages WHERE channel = 'p:a@b' ORDER BY seq`)
      .all() as { seq: number }[];
    db.close();
    expect(seqs.map((row) => row.seq)).toEqual([2, 3]);
  });

  it('is reset to the seed, and the seed comes back after a reopen', async () => {
    const dir = await tempDir();
    const store = await open(dir, seedState);
    store.state.orders.push(order(777));
    await store.commit();
    await store.replace(await seedState());
    expect(store.state.orders.some((candidate) => candidate.id === 777)).toBe(false);
    const expected = JSON.parse(JSON.stringify(store.readState)) as State;
    await store.close();
    expect(await reopened(dir)).toEqual(expected);
  });

  it('writes nothing a request still holding the state from before a reset changes', async () => {
    const dir = await tempDir();
    const store = await open(dir, seedState);
    const before = store.state;
    await store.replace(await seedState());
    before.users[0]!.nickname = 'Changed after the reset';
    before.orders.push(order(555));
    await store.commit();
    await store.close();
    const state = await reopened(dir);
    expect(state.users[0]!.nickname).not.toBe('Changed after the reset');
    expect(state.orders.some((candidate) => candidate.id === 555)).toBe(false);
  });

  it('imports a state file of an earlier version once and keeps it beside', async () => {
    const dir = await tempDir();
    const older = await seedState();
    older.users[0]!.nickname = 'From the state file';
    await writeFile(join(dir, STATE_FILE), JSON.stringify(older));
    const store = await open(dir, mustLoad);
    expect(store.state.users[0]!.nickname).toBe('From the state file');
    await store.close();
    await expect(access(join(dir, STATE_FILE))).rejects.toThrow();
    expect(JSON.parse(await readFile(join(dir, IMPORTED_STATE_FILE), 'utf8'))).toEqual(older);
    // A state file put back later is not imported over the database.
    await writeFile(join(dir, STATE_FILE), JSON.stringify(emptyState()));
    expect((await reopened(dir)).users[0]!.nickname).toBe('From the state file');
  });

  it('refuses a state file that is not one, instead of silently starting over', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, STATE_FILE), '{"hello":1}');
    await expect(Store.open(dir, emptyState)).rejects.toThrow(/not a state file/);
  });

  it('refuses a database file that is not one', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, DB_FILE), 'not a database, just some text'.repeat(200));
    await expect(Store.open(dir, emptyState)).rejects.toThrow(/not a database/);
  });

  it('refuses a database written by a newer version', async () => {
    const dir = await tempDir();
    const db = new Database(join(dir, DB_FILE));
    db.exec('PRAGMA user_version = 999');
    db.close();
    await expect(Store.open(dir, emptyState)).rejects.toThrow(/newer version/);
  });

  it('keeps the file in WAL mode, readable by the owner only', async () => {
    const dir = await tempDir();
    const store = await open(dir);
    const mode = store.db.prepare('PRAGMA journal_mode').get() as { journal_mode: string };
    expect(mode.journal_mode).toBe('wal');
    const { stat } = await import('node:fs/promises');
    expect((await stat(join(dir, DB_FILE))).mode & 0o777).toBe(0o600);
  });
});
