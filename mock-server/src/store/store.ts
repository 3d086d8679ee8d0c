import { access, chmod, mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'libsql';
import { readTextIfExists } from './atomic-file';
import { Db } from './db';
import { importState, readDocStore } from './legacy-import';
import { migrate } from './schema';
import type { State } from './state';
import { upgradeState } from './upgrade-state';

/** The mode of the folders the server creates for its state: the owner's only. */
export const DATA_FOLDER_MODE = 0o700;
/** The database file in DATA_DIR. */
export const DB_FILE = 'store.db';
/** The state file of earlier versions, imported once into an empty database. */
export const STATE_FILE = 'state.json';
/** What an imported state file is renamed to. */
export const IMPORTED_STATE_FILE = 'state.json.imported';

/**
 * Fills an empty database with the seed. What must wait (hashing the demo secrets) is done before
 * it returns the writer; the writer runs inside the transaction that empties or creates the store.
 */
export type Seed = () => Promise<(db: Db) => void>;

/**
 * The mock's state: SQLite (libsql), `DATA_DIR/store.db`, or an in-memory database without a
 * DATA_DIR. Every operation reads and writes it with SQL through `db` (db.ts), a request in one
 * transaction (http/dispatch.ts); nothing of it is kept in memory besides SQLite's own page cache.
 */
export class Store {
  private closed = false;
  readonly db: Db;

  private constructor(
    readonly connection: Database.Database,
    /** The database file, null in memory. */
    readonly file: string | null,
    private readonly seed: Seed,
  ) {
    this.db = new Db(connection);
  }

  /**
   * Opens DATA_DIR/store.db (an in-memory database when `dataDir` is null) and brings it to this
   * version's schema. An empty store is filled from DATA_DIR/state.json when an earlier version
   * left one (renamed to state.json.imported afterwards), otherwise from the seed.
   */
  static async open(dataDir: string | null, seed: Seed): Promise<Store> {
    let connection: Database.Database;
    let file: string | null = null;
    if (dataDir) {
      // Owner only (0700), like every file in it (0600): a folder this creates (an existing one
      // keeps its mode); uploads/ is always the server's own, so it is made owner-only.
      await mkdir(dataDir, { recursive: true, mode: DATA_FOLDER_MODE });
      const uploadsFolder = join(dataDir, 'uploads');
      await mkdir(uploadsFolder, { recursive: true, mode: DATA_FOLDER_MODE });
      await chmod(uploadsFolder, DATA_FOLDER_MODE);
      // A kill mid-write of an upload (or of an earlier version's state file) can leave these.
      await removeLeftoverTemporaries(dataDir);
      await removeLeftoverTemporaries(join(dataDir, 'uploads'));
      file = join(dataDir, DB_FILE);
      // Owner only (0600): the store holds password hashes and the hashes of live sessions.
      // SQLite gives its -wal and -shm files the database file's mode.
      await (await open(file, 'a', 0o600)).close();
      connection = new Database(file);
    } else {
      connection = new Database(':memory:');
    }
    const store = new Store(connection, file, seed);
    try {
      store.prepare();
      if (store.isEmpty()) {
        const imported = dataDir ? await readStateFile(dataDir) : null;
        const fill = imported ? (db: Db) => importState(db, imported) : await seed();
        store.db.transaction(() => {
          fill(store.db);
          if (imported) {
            store.db.run(
              store.db.q.insertInto('meta').values({ key: 'imported', value: STATE_FILE }),
            );
          }
        });
      }
      if (dataDir) await renameImported(dataDir, store.db);
    } catch (error) {
      connection.close();
      throw error;
    }
    return store;
  }

  /** WAL, foreign keys, migrations to this version's schema. */
  private prepare(): void {
    const { connection, file } = this;
    try {
      if (file) {
        connection.exec('PRAGMA journal_mode = WAL');
        // A commit is in the log before it returns; a killed process loses nothing committed
        // (a power cut may lose the last commits: a local mock's trade, see
        // docs/state-and-persistence.md).
        connection.exec('PRAGMA synchronous = NORMAL');
      }
      connection.exec('PRAGMA foreign_keys = ON');
      connection.exec('PRAGMA busy_timeout = 2000');
      migrate(this.db, file, readDocStore);
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_NOTADB') {
        throw new Error(`${file} is not a database of this mock`);
      }
      throw error;
    }
  }

  private isEmpty(): boolean {
    return (
      this.db.first(this.db.q.selectFrom('users').select('id').limit(1)) === undefined &&
      this.db.first(this.db.q.selectFrom('products').select('id').limit(1)) === undefined
    );
  }

  /** True with a database file (DATA_DIR), false in memory. */
  get persistent(): boolean {
    return this.file !== null;
  }

  /** Runs `work` in one transaction (db.ts `Db.transaction`). */
  transaction<T>(work: (db: Db) => T): T {
    return this.db.transaction(() => work(this.db));
  }

  /** Empties every table and writes the seed again, in one transaction. */
  async reset(): Promise<void> {
    const fill = await this.seed();
    this.db.transaction(() => {
      // Rows that name each other are all deleted by the commit: the keys are checked there.
      this.db.exec('PRAGMA defer_foreign_keys = ON');
      for (const { name } of this.connection
        .prepare(
          `SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'meta'`,
        )
        .all() as { name: string }[]) {
        this.db.exec(`DELETE FROM "${name}"`);
      }
      this.db.exec(`DELETE FROM sqlite_sequence`);
      this.db.exec(`INSERT INTO chat_counters (id) VALUES (1)`);
      fill(this.db);
    });
  }

  /** Closes the database (every commit is already written). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.connection.close();
    return Promise.resolve();
  }
}

async function readStateFile(dataDir: string): Promise<State | null> {
  const text = await readTextIfExists(join(dataDir, STATE_FILE));
  if (text === null) return null;
  const parsed: unknown = JSON.parse(text);
  if (!isState(parsed)) {
    throw new Error(`${join(dataDir, STATE_FILE)} is not a state file of this mock (schema 1)`);
  }
  return upgradeState(parsed);
}

/** An imported state file is kept beside as state.json.imported (also after a kill in between). */
async function renameImported(dataDir: string, db: Db): Promise<void> {
  const imported = db.first(db.q.selectFrom('meta').select('value').where('key', '=', 'imported'));
  if (!imported) return;
  const from = join(dataDir, STATE_FILE);
  try {
    await access(from);
  } catch {
    return;
  }
  const to = join(dataDir, IMPORTED_STATE_FILE);
  await rename(from, to);
  // It may hold what an earlier version kept in clear (session tokens): its owner's only.
  await chmod(to, 0o600);
}

async function removeLeftoverTemporaries(dataDir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dataDir);
  } catch {
    return;
  }
  await Promise.all(
    names
      .filter((name) => name.endsWith('.tmp'))
      .map((name) => rm(join(dataDir, name), { force: true })),
  );
}

function isState(value: unknown): value is State {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { schema?: unknown }).schema === 1 &&
    Array.isArray((value as { users?: unknown }).users)
  );
}
