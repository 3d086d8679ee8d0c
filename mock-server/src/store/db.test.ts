import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { Db } from './db';

// Db keeps each prepared statement by its SQL text: what a developer sees must be what a fresh
// statement would give, however many texts ran before and whatever changed in between.

function tokensDb(): Db {
  const connection = new Database(':memory:');
  connection.exec(
    'CREATE TABLE chat_tokens (key TEXT PRIMARY KEY, uid TEXT NOT NULL, session TEXT, issued_at INTEGER NOT NULL)',
  );
  return new Db(connection);
}

const keysOf = (db: Db, keys: string[]) =>
  db
    .all(db.q.selectFrom('chatTokens').select('key').where('key', 'in', keys).orderBy('key'))
    .map((row) => row.key);

describe('Db statements', () => {
  it('answers every query right after more texts than it keeps, and after a failed insert', () => {
    const db = tokensDb();
    const insert = (key: string) =>
      db.run(db.q.insertInto('chatTokens').values({ key, uid: 'u', session: null, issuedAt: 1 }));
    for (let i = 0; i < 700; i++) insert(`k${String(i).padStart(3, '0')}`);
    expect(() => insert('k000')).toThrow(/UNIQUE|PRIMARY/);
    // Each list length is its own SQL text: 600 texts, past the 512 kept.
    const all = Array.from({ length: 600 }, (_, i) => `k${String(i).padStart(3, '0')}`);
    for (let n = 1; n <= 600; n++) expect(keysOf(db, all.slice(0, n))).toEqual(all.slice(0, n));
    expect(keysOf(db, ['k001', 'k002'])).toEqual(['k001', 'k002']);
  });

  it('sees a column added after its statement was first prepared', () => {
    const db = tokensDb();
    db.run(
      db.q.insertInto('chatTokens').values({ key: 'a', uid: 'u', session: null, issuedAt: 1 }),
    );
    const read = () => db.first(db.q.selectFrom('chatTokens').selectAll().where('key', '=', 'a'));
    expect(read()).toEqual({ key: 'a', uid: 'u', session: null, issuedAt: 1 });
    db.exec('ALTER TABLE chat_tokens ADD COLUMN note TEXT');
    expect(read()).toEqual({ key: 'a', uid: 'u', session: null, issuedAt: 1, note: null });
  });

  it('rolls a transaction back and runs the same statements again', () => {
    const db = tokensDb();
    const insert = (key: string) =>
      db.run(db.q.insertInto('chatTokens').values({ key, uid: 'u', session: null, issuedAt: 1 }));
    expect(() =>
      db.transaction(() => {
        insert('x');
        insert('x');
      }),
    ).toThrow();
    expect(keysOf(db, ['x'])).toEqual([]);
    db.transaction(() => insert('x'));
    expect(keysOf(db, ['x'])).toEqual(['x']);
  });
});
