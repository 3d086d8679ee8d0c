import { access, chmod, mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'libsql';
import { readTextIfExists } from './atomic-file';
import {
  chatUnits,
  createLayout,
  hasChanges,
  readAll,
  Statements,
  writeAll,
  writeChanges,
  type Layout,
} from './persist';
import { MIGRATIONS, SCHEMA_VERSION } from './schema';
import type { State } from './state';
import { Tracker, unwrapDeep, type KeyedUnit, type RowsUnit } from './tracking';
import { upgradeState } from './upgrade-state';
import type { StateWrites } from './writes';

/** How long changes wait to be written to an in-memory database when no commit waits for them. */
const MEMORY_WRITE_DELAY_MS = 20;

/** The mode of the folders the server creates for its state: the owner's only. */
export const DATA_FOLDER_MODE = 0o700;
/** The database file in DATA_DIR. */
export const DB_FILE = 'store.db';
/** The state file of earlier versions, imported once into an empty database. */
export const STATE_FILE = 'state.json';
/** What an imported state file is renamed to. */
export const IMPORTED_STATE_FILE = 'state.json.imported';

interface Batch {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function newBatch(): Batch {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/**
 * Explicit change marks for the chat's hot path (a stored message): that code changes the plain
 * chat objects (`Store.readState.chat`) and names each row it changed here, instead of paying a
 * proxy trap per field read and write. A change made there and not marked is not written
 * (`npm run test:file-store` compares a reopened file with the state after every test).
 */
export interface ChatWrites {
  /** A message appended to (or changed in) a channel's log. */
  message(channel: string, message: object): void;
  /** A log's own fields changed (`forgotten`, a new log). */
  channel(channel: string): void;
  /** A new log: its row and all its messages are written. */
  newLog(channel: string): void;
  /** Messages dropped from the front of a log. */
  trimmed(channel: string): void;
  /** A member's conversations (`chat.conversations[uid]`). */
  conversations(uid: string): void;
  /** A reminder appended to `chat.reminders`. */
  reminder(record: object): void;
  /** The chat's own counters (lastMessageId, lastVersion, lastReminderId). */
  counters(): void;
}

/**
 * The state in memory, and its rows in SQLite (`DATA_DIR/store.db`, or an in-memory database
 * without a DATA_DIR). Mutations change `state` synchronously (so checks and changes of one request
 * can never interleave with another's); the proxies behind `state` note which rows changed
 * (tracking.ts). The changes of a turn of the event loop are written together in one transaction
 * (group commit) just after it; `commit()` resolves once that transaction is committed, so a
 * request's answer waits for it. A write costs the rows that changed, not the size of the state.
 */
export class Store {
  private root: State;
  private proxy: State;
  private layout: Layout;
  private tracker: Tracker;
  private readonly statements: Statements;
  private pending: Batch | null = null;
  private scheduled: false | 'now' | 'later' = false;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  private constructor(
    readonly db: Database.Database,
    /** The database file, null in memory. */
    readonly file: string | null,
  ) {
    this.statements = new Statements(db);
    this.layout = createLayout();
    this.tracker = new Tracker(this.layout.root, () => this.schedule());
    this.root = {} as State;
    this.proxy = this.root;
  }

  /**
   * Opens DATA_DIR/store.db (an in-memory database when `dataDir` is null). An empty database is
   * filled from DATA_DIR/state.json when an earlier version left one (renamed to
   * state.json.imported afterwards), otherwise from `seed()`.
   */
  static async open(dataDir: string | null, seed: () => State | Promise<State>): Promise<Store> {
    let db: Database.Database;
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
      // Owner only (0600): the state holds password hashes and the hashes of live sessions. SQLite
      // gives its -wal and -shm files the database file's mode.
      await (await open(file, 'a', 0o600)).close();
      db = new Database(file);
    } else {
      db = new Database(':memory:');
    }
    const store = new Store(db, file);
    try {
      store.prepare();
      let root = readAll(store.statements, store.layout) as State | null;
      if (root) {
        if (dataDir) await renameImported(dataDir, db);
      } else {
        const imported = dataDir ? await readStateFile(dataDir) : null;
        root = imported ?? (await seed());
        writeAll(store.statements, store.layout, root as never);
        if (imported && dataDir) {
          store.statements.upsertKey('meta', 'imported', JSON.stringify({ file: STATE_FILE }));
          store.statements.execute();
          await renameImported(dataDir, db);
        }
      }
      store.setRoot(root);
    } catch (error) {
      db.close();
      throw error;
    }
    return store;
  }

  /** WAL, migrations to this version's schema. */
  private prepare(): void {
    const { db, file } = this;
    try {
      if (file) {
        db.exec('PRAGMA journal_mode = WAL');
        // Each transaction is on disk (fsync of the WAL) before its commit resolves.
        db.exec('PRAGMA synchronous = FULL');
      }
      const version = Number(
        (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version,
      );
      if (version > SCHEMA_VERSION) {
        throw new Error(
          `${file} has schema ${version}; this mock knows up to ${SCHEMA_VERSION} (a newer version wrote it)`,
        );
      }
      for (let next = version + 1; next <= SCHEMA_VERSION; next += 1) {
        db.transaction(() => {
          db.exec(MIGRATIONS[next - 1]!);
          db.exec(`PRAGMA user_version = ${next}`);
        })();
      }
      // An upgraded file: its pages as the migrations left them, with no old copy in the log
      // (migration 2 removes whole card numbers).
      if (file && version > 0 && version < SCHEMA_VERSION) {
        db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_NOTADB') {
        throw new Error(`${file} is not a database of this mock`);
      }
      throw error;
    }
  }

  private setRoot(root: State): void {
    this.root = root;
    this.proxy = this.tracker.wrapRoot(root);
  }

  /** The state; every change made through it is written with the next commit. */
  get state(): State {
    return this.proxy;
  }

  /**
   * The same state without change tracking, for code that only reads (a little faster): a change
   * made through it is not written.
   */
  get readState(): State {
    return this.root;
  }

  /** True with a database file (DATA_DIR), false in memory. */
  get persistent(): boolean {
    return this.file !== null;
  }

  /** Resolves when everything changed so far is committed (to the file: on disk). */
  commit(): Promise<void> {
    if (!this.scheduled && !this.pending && !hasChanges(this.layout)) return Promise.resolve();
    this.pending ??= newBatch();
    this.schedule();
    return this.pending.promise;
  }

  /** Marks for changes made to `readState.chat` directly (ChatWrites); valid until `replace`. */
  get chatWrites(): ChatWrites {
    return (this.writes ??= this.newChatWrites());
  }
  private writes: ChatWrites | undefined;

  private newChatWrites(): ChatWrites {
    const { logs, conversations, reminders, blob } = chatUnits(this.layout);
    const changed = () => this.schedule();
    return {
      message: (channel, message) => {
        logs.messages.set(message, channel);
        changed();
      },
      channel: (channel) => {
        logs.channels.dirty.add(channel);
        changed();
      },
      newLog: (channel) => {
        logs.channels.dirty.add(channel);
        logs.messagesReplaced.add(channel);
        changed();
      },
      trimmed: (channel) => {
        logs.trimmed.add(channel);
        changed();
      },
      conversations: (uid) => {
        conversations.dirty.add(uid);
        changed();
      },
      reminder: (record) => {
        reminders.dirty.add(record);
        changed();
      },
      counters: () => {
        blob.dirty = true;
        changed();
      },
    };
  }

  /**
   * Marks for changes made to `readState` directly (StateWrites, writes.ts): the rows named are
   * written with the turn's transaction, as if changed through `state`. Valid until `replace`.
   */
  get stateWrites(): StateWrites {
    return (this.plainWrites ??= this.newStateWrites());
  }
  private plainWrites: StateWrites | undefined;

  private newStateWrites(): StateWrites {
    const fields = this.layout.root.fields;
    return {
      row: (list, record) => {
        (fields[list] as RowsUnit).dirty.add(record);
        this.schedule();
      },
      removed: (list) => {
        (fields[list] as RowsUnit).structural = true;
        this.schedule();
      },
      key: (dictionary, key) => {
        (fields[dictionary] as KeyedUnit).dirty.add(key);
        this.schedule();
      },
    };
  }

  /** Replaces the whole state (reset to the seed) and writes it. */
  replace(state: State): Promise<void> {
    const plain = unwrapDeep(state);
    // A new tracker: a request still holding the old state changes nothing that is written.
    this.layout = createLayout();
    this.writes = undefined;
    this.plainWrites = undefined;
    this.tracker = new Tracker(this.layout.root, () => this.schedule());
    writeAll(this.statements, this.layout, plain as never);
    this.setRoot(plain);
    return this.commit();
  }

  /** Writes what is waiting now; used on shutdown. */
  async flush(): Promise<void> {
    if (this.scheduled || this.pending || hasChanges(this.layout)) this.write();
    return Promise.resolve();
  }

  /** Writes what is waiting and closes the database. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.flush();
    this.closed = true;
    this.db.close();
  }

  /**
   * A write after this turn when a commit waits (or the database is a file); in memory with
   * nobody waiting, after `MEMORY_WRITE_DELAY_MS`, so that a burst of requests shares one
   * transaction instead of paying one each (no answer waits for an in-memory database).
   */
  private schedule(): void {
    if (this.closed) return;
    if (this.pending || this.file) {
      if (this.scheduled === 'now') return;
      if (this.timer) clearTimeout(this.timer);
      this.timer = undefined;
      this.scheduled = 'now';
      setImmediate(() => this.write());
      return;
    }
    if (this.scheduled) return;
    this.scheduled = 'later';
    this.timer = setTimeout(() => this.write(), MEMORY_WRITE_DELAY_MS);
    this.timer.unref();
  }

  private write(): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.scheduled = false;
    const batch = this.pending;
    this.pending = null;
    try {
      writeChanges(this.statements, this.layout, this.root as never);
    } catch (error) {
      // The changes stay marked: the next commit writes them again.
      if (batch) batch.reject(error);
      else throw error;
      return;
    }
    batch?.resolve();
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
async function renameImported(dataDir: string, db: Database.Database): Promise<void> {
  const imported = db.prepare(`SELECT 1 FROM meta WHERE key = 'imported'`).get();
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
