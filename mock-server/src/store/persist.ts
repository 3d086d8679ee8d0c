// Reading and writing the state's rows (schema.ts): the whole state (a seed, an imported state file,
// a reset), or only what the tracker saw change (tracking.ts), always inside one transaction.
import type Database from 'libsql';
import {
  CHANNELS_TABLE,
  CHAT_KEYED_TABLES,
  CHAT_ROW_TABLES,
  KEYED_TABLES,
  LIST_TABLES,
  MESSAGES_TABLE,
  META_TABLE,
  ROW_TABLES,
} from './schema';
import type {
  BlobUnit,
  FieldSpec,
  KeyedUnit,
  ListUnit,
  LogsUnit,
  RowsUnit,
  Unit,
} from './tracking';

type Db = Database.Database;
type Obj = Record<string, unknown>;
type ObjectSpec = Extract<FieldSpec, { kind: 'object' }>;

/** The state's fields and their tables, with fresh change sets. */
export interface Layout {
  root: ObjectSpec;
  /** Where each table's container is, from the root (`['chat', 'tokens']`). */
  units: { unit: Unit; path: string[] }[];
  blobs: { unit: BlobUnit; path: string[] }[];
}

const rows = (table: string): RowsUnit => ({
  kind: 'rows',
  table,
  dirty: new Set(),
  structural: false,
  replaced: false,
  persistedIds: new Set(),
});
const keyed = (table: string): KeyedUnit => ({
  kind: 'keyed',
  table,
  dirty: new Set(),
  replaced: false,
});
const list = (table: string): ListUnit => ({ kind: 'list', table, dirty: false });

export function createLayout(): Layout {
  const units: Layout['units'] = [];
  const fields: Record<string, FieldSpec> = {};
  const add = (path: string[], into: Record<string, FieldSpec>, unit: Unit) => {
    into[path[path.length - 1]!] = unit;
    units.push({ unit, path });
  };
  for (const [field, table] of Object.entries(ROW_TABLES)) add([field], fields, rows(table));
  for (const [field, table] of Object.entries(LIST_TABLES)) add([field], fields, list(table));
  for (const [field, table] of Object.entries(KEYED_TABLES)) add([field], fields, keyed(table));
  const chatFields: Record<string, FieldSpec> = {};
  for (const [field, table] of Object.entries(CHAT_KEYED_TABLES)) {
    add(['chat', field], chatFields, keyed(table));
  }
  for (const [field, table] of Object.entries(CHAT_ROW_TABLES)) {
    add(['chat', field], chatFields, rows(table));
  }
  const logs: LogsUnit = {
    kind: 'logs',
    channels: keyed(CHANNELS_TABLE),
    messages: new Map(),
    trimmed: new Set(),
    messagesReplaced: new Set(),
    replaced: false,
  };
  add(['chat', 'logs'], chatFields, logs);
  const stateBlob: BlobUnit = { kind: 'blob', key: 'state', dirty: false };
  const chatBlob: BlobUnit = { kind: 'blob', key: 'chat', dirty: false };
  fields.chat = { kind: 'object', fields: chatFields, blob: chatBlob };
  return {
    root: { kind: 'object', fields, blob: stateBlob },
    units,
    blobs: [
      { unit: stateBlob, path: [] },
      { unit: chatBlob, path: ['chat'] },
    ],
  };
}

/** The change sets of the chat's hot rows (ChatWrites in store.ts marks them directly). */
export function chatUnits(layout: Layout): {
  logs: LogsUnit;
  conversations: KeyedUnit;
  reminders: RowsUnit;
  blob: BlobUnit;
} {
  const chat = layout.root.fields.chat as ObjectSpec;
  return {
    logs: chat.fields.logs as LogsUnit,
    conversations: chat.fields.conversations as KeyedUnit,
    reminders: chat.fields.reminders as RowsUnit,
    blob: chat.blob,
  };
}

function at(root: Obj, path: string[]): unknown {
  let value: unknown = root;
  for (const key of path) value = (value as Obj | undefined)?.[key];
  return value;
}

const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null;

/** An object's own fields, its table fields named by `true` (so a reader knows they exist). */
function blobOf(value: Obj, spec: ObjectSpec): string {
  const blob: Obj = {};
  for (const [key, field] of Object.entries(value)) {
    blob[key] = spec.fields[key] && isObject(field) ? true : field;
  }
  return JSON.stringify(blob);
}

/** The indexed columns of chat_messages, written beside the doc (schema.ts). */
const MESSAGE_COLUMNS = ['id', 'from_uid', 'client_msg_no', 'timestamp'];

function messageRow(channel: string, message: Obj): unknown[] {
  const { seq, id, from, clientMsgNo, timestamp } = message;
  return [
    channel,
    seq,
    id ?? null,
    from ?? null,
    clientMsgNo ?? null,
    timestamp ?? null,
    JSON.stringify(message),
  ];
}

function channelDoc(log: Obj): string {
  const { messages: _messages, ...rest } = log;
  return JSON.stringify(rest);
}

const UPSERT_CHUNK = 100;

/** The prepared statements of one database. */
export class Statements {
  private readonly cache = new Map<string, Database.Statement>();
  constructor(readonly db: Db) {}
  get(sql: string): Database.Statement {
    let statement = this.cache.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.cache.set(sql, statement);
    }
    return statement;
  }
  private readonly queued: { statement: Database.Statement; values: unknown[] }[] = [];
  /** The upsert statements' SQL by table, columns and row count (built once, not per write). */
  private readonly upsertSql = new Map<string, string>();

  /** A statement for the next `execute`. */
  queue(sql: string, ...values: unknown[]): void {
    this.queued.push({ statement: this.get(sql), values });
  }
  /** The same with its values in an array (bound as they are, not copied). */
  private queueValues(sql: string, values: unknown[]): void {
    this.queued.push({ statement: this.get(sql), values });
  }
  /**
   * Writes rows `[key, doc]` (or `[channel, seq, doc]` for messages) with as few statements as
   * possible: up to 100 rows per statement, since each statement costs the driver about 8 µs.
   */
  upsertMany(
    table: string,
    keys: readonly string[],
    rows: readonly unknown[][],
    columns: readonly string[] = [],
  ): void {
    for (let start = 0; start < rows.length; start += UPSERT_CHUNK) {
      const count = Math.min(UPSERT_CHUNK, rows.length - start);
      const values: unknown[] = [];
      for (let i = start; i < start + count; i += 1) {
        for (const value of rows[i]!) values.push(value);
      }
      this.queueValues(this.upsertSqlOf(table, keys, columns, count), values);
    }
  }
  private upsertSqlOf(
    table: string,
    keys: readonly string[],
    columns: readonly string[],
    count: number,
  ): string {
    const id = `${table}|${keys.join(',')}|${columns.join(',')}|${count}`;
    let sql = this.upsertSql.get(id);
    if (sql === undefined) {
      const names = [...keys, ...columns, 'doc'];
      const placeholders = `(${names.map(() => '?').join(', ')})`;
      const updates = [...columns, 'doc'].map((name) => `${name} = excluded.${name}`).join(', ');
      sql = `INSERT INTO ${table} (${names.join(', ')}) VALUES ${new Array<string>(count).fill(placeholders).join(', ')} ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${updates}`;
      this.upsertSql.set(id, sql);
    }
    return sql;
  }
  upsertKey(table: string, key: string, doc: string): void {
    this.queue(
      `INSERT INTO ${table} (key, doc) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET doc = excluded.doc`,
      key,
      doc,
    );
  }

  /**
   * Runs the queued statements in one transaction; a single statement is a transaction of its own
   * (SQLite's autocommit), which saves the driver two calls (about 10 µs each with libsql).
   */
  execute(): void {
    const queued = this.queued.splice(0);
    if (queued.length === 0) return;
    if (queued.length === 1) {
      queued[0]!.statement.run(queued[0]!.values);
      return;
    }
    this.get('BEGIN').run();
    try {
      // An array is bound positionally as it is (libsql copies spread arguments once more).
      for (const { statement, values } of queued) statement.run(values);
      this.get('COMMIT').run();
    } catch (error) {
      if (this.db.inTransaction) this.get('ROLLBACK').run();
      throw error;
    }
  }

  /** Drops what is queued (after a failure while queueing). */
  discard(): void {
    this.queued.length = 0;
  }
}

/** Every table emptied and written from `root`. */
export function writeAll(statements: Statements, layout: Layout, root: Obj): void {
  const after: (() => void)[] = [];
  run(statements, () => {
    statements.queue(`DELETE FROM ${META_TABLE}`);
    for (const { unit, path } of layout.blobs) {
      const value = at(root, path);
      if (isObject(value)) {
        const spec = path.length === 0 ? layout.root : (layout.root.fields.chat as ObjectSpec);
        statements.upsertKey(META_TABLE, unit.key, blobOf(value, spec));
      }
    }
    for (const { unit, path } of layout.units) {
      markAllReplaced(unit);
      writeUnit(statements, unit, at(root, path), after);
    }
  });
  for (const done of after) done();
  clearChanges(layout);
}

/** Queues the statements `write` makes and runs them in one transaction. */
function run(statements: Statements, write: () => void): void {
  try {
    write();
  } catch (error) {
    statements.discard();
    throw error;
  }
  statements.execute();
}

function markAllReplaced(unit: Unit): void {
  if (unit.kind === 'list') unit.dirty = true;
  else unit.replaced = true;
}

/** Writes what changed under `root` since the last write, in one transaction. */
export function writeChanges(statements: Statements, layout: Layout, root: Obj): void {
  const after: (() => void)[] = [];
  run(statements, () => {
    for (const { unit, path } of layout.blobs) {
      if (!unit.dirty) continue;
      const value = at(root, path);
      const spec = path.length === 0 ? layout.root : (layout.root.fields.chat as ObjectSpec);
      if (isObject(value)) statements.upsertKey(META_TABLE, unit.key, blobOf(value, spec));
      else statements.queue(`DELETE FROM ${META_TABLE} WHERE key = ?`, unit.key);
    }
    for (const { unit, path } of layout.units) {
      writeUnit(statements, unit, at(root, path), after);
    }
  });
  for (const done of after) done();
  clearChanges(layout);
}

/** True when something waits to be written. */
export function hasChanges(layout: Layout): boolean {
  if (layout.blobs.some(({ unit }) => unit.dirty)) return true;
  return layout.units.some(({ unit }) => {
    switch (unit.kind) {
      case 'rows':
        return unit.replaced || unit.structural || unit.dirty.size > 0;
      case 'keyed':
        return unit.replaced || unit.dirty.size > 0;
      case 'list':
        return unit.dirty;
      case 'logs':
        return (
          unit.replaced ||
          unit.channels.dirty.size > 0 ||
          unit.messages.size > 0 ||
          unit.trimmed.size > 0 ||
          unit.messagesReplaced.size > 0
        );
    }
  });
}

function clearChanges(layout: Layout): void {
  for (const { unit } of layout.blobs) unit.dirty = false;
  for (const { unit } of layout.units) {
    switch (unit.kind) {
      case 'rows':
        unit.dirty.clear();
        unit.structural = false;
        unit.replaced = false;
        break;
      case 'keyed':
        unit.dirty.clear();
        unit.replaced = false;
        break;
      case 'list':
        unit.dirty = false;
        break;
      case 'logs':
        unit.replaced = false;
        unit.channels.dirty.clear();
        unit.channels.replaced = false;
        unit.messages.clear();
        unit.trimmed.clear();
        unit.messagesReplaced.clear();
        break;
    }
  }
}

function writeUnit(
  statements: Statements,
  unit: Unit,
  container: unknown,
  after: (() => void)[],
): void {
  switch (unit.kind) {
    case 'rows':
      return writeRows(statements, unit, Array.isArray(container) ? container : [], after);
    case 'keyed':
      return writeKeyed(statements, unit, isObject(container) ? container : {});
    case 'list':
      if (!unit.dirty) return;
      statements.queue(`DELETE FROM ${unit.table}`);
      (Array.isArray(container) ? container : []).forEach((item, pos) => {
        statements.queue(
          `INSERT INTO ${unit.table} (pos, doc) VALUES (?, ?)`,
          pos,
          JSON.stringify(item),
        );
      });
      return;
    case 'logs':
      return writeLogs(statements, unit, isObject(container) ? container : {});
  }
}

function writeRows(
  statements: Statements,
  unit: RowsUnit,
  records: unknown[],
  after: (() => void)[],
): void {
  if (unit.replaced) {
    statements.queue(`DELETE FROM ${unit.table}`);
    const ids = new Set<number>();
    const rows: unknown[][] = [];
    for (const record of records) {
      if (!isObject(record) || typeof record.id !== 'number') continue;
      rows.push([record.id, JSON.stringify(record)]);
      ids.add(record.id);
    }
    statements.upsertMany(unit.table, ['id'], rows);
    after.push(() => {
      unit.persistedIds = ids;
    });
    return;
  }
  let present: Set<object> | undefined;
  if (unit.structural) {
    present = new Set(records as object[]);
    const ids = new Set<number>();
    for (const record of records)
      if (isObject(record) && typeof record.id === 'number') ids.add(record.id);
    const gone = [...unit.persistedIds].filter((id) => !ids.has(id));
    for (const id of gone) statements.queue(`DELETE FROM ${unit.table} WHERE id = ?`, id);
    after.push(() => {
      for (const id of gone) unit.persistedIds.delete(id);
    });
  }
  const written: Obj[] = [];
  const rows: unknown[][] = [];
  for (const record of unit.dirty) {
    // A record added and removed again since the last write is not written.
    if (present && !present.has(record)) continue;
    const row = record as Obj;
    if (typeof row.id !== 'number') continue;
    rows.push([row.id, JSON.stringify(row)]);
    written.push(row);
  }
  statements.upsertMany(unit.table, ['id'], rows);
  after.push(() => {
    for (const row of written) {
      unit.persistedIds.add(row.id as number);
    }
  });
}

function writeKeyed(statements: Statements, unit: KeyedUnit, record: Obj): void {
  if (unit.replaced) {
    statements.queue(`DELETE FROM ${unit.table}`);
    const rows: unknown[][] = [];
    for (const [key, value] of Object.entries(record)) {
      if (value !== undefined) rows.push([key, JSON.stringify(value)]);
    }
    statements.upsertMany(unit.table, ['key'], rows);
    return;
  }
  const rows: unknown[][] = [];
  for (const key of unit.dirty) {
    const value = Object.hasOwn(record, key) ? record[key] : undefined;
    if (value === undefined) statements.queue(`DELETE FROM ${unit.table} WHERE key = ?`, key);
    else rows.push([key, JSON.stringify(value)]);
  }
  statements.upsertMany(unit.table, ['key'], rows);
}

function writeLogs(statements: Statements, unit: LogsUnit, logs: Obj): void {
  const rows: unknown[][] = [];
  const writeMessages = (channel: string, log: unknown) => {
    statements.queue(`DELETE FROM ${MESSAGES_TABLE} WHERE channel = ?`, channel);
    const messages = isObject(log) && Array.isArray(log.messages) ? log.messages : [];
    for (const message of messages) {
      if (!isObject(message) || typeof message.seq !== 'number') continue;
      rows.push(messageRow(channel, message));
    }
  };
  if (unit.replaced) {
    statements.queue(`DELETE FROM ${CHANNELS_TABLE}`);
    statements.queue(`DELETE FROM ${MESSAGES_TABLE}`);
    for (const [channel, log] of Object.entries(logs)) {
      if (!isObject(log)) continue;
      statements.upsertKey(CHANNELS_TABLE, channel, channelDoc(log));
      writeMessages(channel, log);
    }
    statements.upsertMany(MESSAGES_TABLE, ['channel', 'seq'], rows, MESSAGE_COLUMNS);
  } else {
    for (const channel of unit.channels.dirty) {
      const log = Object.hasOwn(logs, channel) ? logs[channel] : undefined;
      if (isObject(log)) statements.upsertKey(CHANNELS_TABLE, channel, channelDoc(log));
      else statements.queue(`DELETE FROM ${CHANNELS_TABLE} WHERE key = ?`, channel);
    }
    for (const channel of unit.messagesReplaced) writeMessages(channel, logs[channel]);
    for (const [message, channel] of unit.messages) {
      if (unit.messagesReplaced.has(channel)) continue;
      const row = message as Obj;
      if (typeof row.seq !== 'number') continue;
      rows.push(messageRow(channel, row));
    }
    // Before the trims: a message dropped since it was added is deleted by them.
    statements.upsertMany(MESSAGES_TABLE, ['channel', 'seq'], rows, MESSAGE_COLUMNS);
    // Dropped from the front: everything below the first message kept.
    for (const channel of unit.trimmed) {
      if (unit.messagesReplaced.has(channel)) continue;
      const log = logs[channel];
      const messages = isObject(log) && Array.isArray(log.messages) ? log.messages : [];
      const first = messages[0] as Obj | undefined;
      const below =
        typeof first?.seq === 'number'
          ? first.seq
          : Number((isObject(log) ? log.forgotten : 0) ?? 0) + 1;
      statements.queue(
        `DELETE FROM ${MESSAGES_TABLE} WHERE channel = ? AND seq < ?`,
        channel,
        below,
      );
    }
  }
}

/** The whole state as written, or null for an empty database. */
export function readAll(statements: Statements, layout: Layout): Obj | null {
  const metaRows = statements.db.prepare(`SELECT key, doc FROM ${META_TABLE}`).all() as {
    key: string;
    doc: string;
  }[];
  const blobs = new Map(metaRows.map((row) => [row.key, JSON.parse(row.doc) as Obj]));
  const root = blobs.get('state');
  if (!root) return null;
  const chat = blobs.get('chat');
  if (root.chat === true) root.chat = chat ?? {};
  for (const { unit, path } of layout.units) {
    const parent = path.length === 1 ? root : (root.chat as Obj);
    const field = path[path.length - 1]!;
    if (parent[field] !== true) continue;
    parent[field] = readUnit(statements, unit);
  }
  return root;
}

function readUnit(statements: Statements, unit: Unit): unknown {
  switch (unit.kind) {
    case 'rows': {
      // The rows joined into one JSON array by SQLite: one parse, not one call per row.
      const records = JSON.parse(
        (
          statements.db
            .prepare(
              `SELECT '[' || coalesce(group_concat(doc ORDER BY id), '') || ']' FROM ${unit.table}`,
            )
            .raw()
            .get() as [string]
        )[0],
      ) as Obj[];
      for (const record of records) {
        unit.persistedIds.add(record.id as number);
      }
      return records;
    }
    case 'list':
      return (
        statements.db.prepare(`SELECT doc FROM ${unit.table} ORDER BY pos`).all() as {
          doc: string;
        }[]
      ).map((row) => JSON.parse(row.doc) as unknown);
    case 'keyed':
      return readKeyed(statements, unit.table);
    case 'logs': {
      const logs = readKeyed(statements, CHANNELS_TABLE) as Record<string, Obj>;
      for (const log of Object.values(logs)) log.messages = [];
      // Each channel's messages joined into one JSON array by SQLite, in messageSeq order.
      const rows = statements.db
        .prepare(
          `SELECT channel, '[' || group_concat(doc ORDER BY seq) || ']' FROM ${MESSAGES_TABLE} GROUP BY channel`,
        )
        .raw()
        .iterate() as IterableIterator<[string, string]>;
      for (const [channel, docs] of rows) {
        const log = (logs[channel] ??= { key: channel, members: [], extraVersion: 0 });
        const messages = JSON.parse(docs) as Obj[];
        log.messages = messages;
      }
      return logs;
    }
  }
}

function readKeyed(statements: Statements, table: string): Obj {
  const record: Obj = {};
  for (const row of statements.db.prepare(`SELECT key, doc FROM ${table}`).all() as {
    key: string;
    doc: string;
  }[]) {
    record[row.key] = JSON.parse(row.doc);
  }
  return record;
}
