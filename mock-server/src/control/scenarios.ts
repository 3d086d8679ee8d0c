// Scenarios: a named snapshot of the state (every table's rows, read in one transaction) with the
// faults and overrides armed, as a versioned JSON file. Saved under DATA_DIR/scenarios/<name>.json
// (in memory when DATA_DIR is empty), listed, loaded, exported and imported; a few are built by
// code from the seed (scenario-builders.ts). What a file may hold is checked before anything of it
// is used, and a load runs in one transaction: a file SQLite refuses (a broken foreign key, a
// CHECK) leaves the state as it was.
import { chmod, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  FAULT_DELAY_MAX_MS,
  FAULT_MESSAGE_MAX,
  FAULT_TIMES_MAX,
  OVERRIDE_BODY_MAX_BYTES,
  SCENARIO_BYTES_MAX,
  SCENARIO_DESCRIPTION_MAX,
  SCENARIO_FORMAT,
  SCENARIO_NAME_PATTERN,
  SCENARIO_VERSION,
  SCENARIOS_MAX,
} from '@storefront/contracts/control-api';
import type { ScenarioFile, ScenarioSummary } from '@storefront/contracts/control-api';
import { DATA_FOLDER_MODE } from '../store/store';
import type { Store } from '../store/store';

/** The folder of DATA_DIR that holds saved scenarios. */
export const SCENARIO_FOLDER = 'scenarios';
const NAME = new RegExp(SCENARIO_NAME_PATTERN);

/**
 * Tables a scenario does not keep: sessions, chat tokens and reset codes are credentials of the
 * moment (a scenario handed to a colleague signs no one in; after a load everyone logs in again,
 * as after a reset); `meta` holds facts about the database file itself.
 */
export const SCENARIO_SKIPPED_TABLES = new Set(['sessions', 'chat_tokens', 'reset_codes', 'meta']);
/** SQLite's AUTOINCREMENT counters, kept so ids go on where they were. */
const SEQUENCES = 'sqlite_sequence';

/** A scenario file that cannot be used: the message says what is wrong, in words. */
export class ScenarioProblem extends Error {
  constructor(
    message: string,
    /** The control API's answer status (its error handler reads `statusCode`). */
    readonly statusCode: 400 | 404 | 409 | 413 = 400,
  ) {
    super(message);
  }
}

// --- The file's shape ------------------------------------------------------------------------

const cell = z.union([z.string(), z.number(), z.null()]);
const faultInput = z.strictObject({
  route: z.string().min(1).max(300),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
  kind: z.enum(['delay', 'status', 'drop', 'timeout', 'timeout-applied', 'slow-body']).optional(),
  delayMs: z.number().int().min(0).max(FAULT_DELAY_MAX_MS).optional(),
  status: z.number().int().min(100).max(599).optional(),
  code: z.number().int().min(-1_000_000_000).max(1_000_000_000).optional(),
  message: z.string().max(FAULT_MESSAGE_MAX).optional(),
  trickleMs: z.number().int().min(1).max(FAULT_DELAY_MAX_MS).optional(),
  drop: z.boolean().optional(),
  times: z.number().int().min(1).max(FAULT_TIMES_MAX).optional(),
});
const overrideInput = z.strictObject({
  operationId: z.string().min(1).max(100),
  status: z.number().int().min(100).max(599).optional(),
  body: z
    .unknown()
    .refine(
      (body) => Buffer.byteLength(JSON.stringify(body ?? null)) <= OVERRIDE_BODY_MAX_BYTES,
      `an override's body is at most ${OVERRIDE_BODY_MAX_BYTES} bytes of JSON`,
    ),
  times: z.number().int().min(1).max(FAULT_TIMES_MAX).optional(),
});
const scenarioFile = z.strictObject({
  format: z.literal(SCENARIO_FORMAT),
  version: z.number().int(),
  name: z.string().regex(NAME, `a name is ${SCENARIO_NAME_PATTERN}`),
  description: z.string().max(SCENARIO_DESCRIPTION_MAX),
  savedAt: z.string().max(40),
  schema: z.number().int(),
  state: z.strictObject({
    tables: z.record(
      z.string().regex(/^[a-z_]{1,40}$/),
      z.array(z.record(z.string().regex(/^[a-z_0-9]{1,60}$/), cell)),
    ),
  }),
  faults: z.array(faultInput).max(1000),
  overrides: z.array(overrideInput).max(1000),
});

/**
 * A scenario file's text, checked: JSON, its format and version, then every field. Throws a
 * ScenarioProblem naming the first things wrong (`state.tables.users.0.email: ...`).
 */
export function parseScenario(text: string, schema: number): ScenarioFile {
  if (Buffer.byteLength(text) > SCENARIO_BYTES_MAX) {
    throw new ScenarioProblem(`a scenario file is at most ${SCENARIO_BYTES_MAX} bytes`, 413);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ScenarioProblem(`not JSON: ${(error as Error).message}`);
  }
  return checkScenario(value, schema);
}

/** A parsed scenario file, checked (see parseScenario). */
export function checkScenario(value: unknown, schema: number): ScenarioFile {
  const head = value as Partial<ScenarioFile> | null;
  if (typeof head !== 'object' || head === null || head.format !== SCENARIO_FORMAT) {
    throw new ScenarioProblem(`not a scenario file: "format" must be "${SCENARIO_FORMAT}"`);
  }
  if (head.version !== SCENARIO_VERSION) {
    throw new ScenarioProblem(
      `scenario file version ${JSON.stringify(head.version)}: this server reads version ${SCENARIO_VERSION}`,
    );
  }
  const parsed = scenarioFile.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new ScenarioProblem(`scenario file is not valid: ${issues.join('; ')}`);
  }
  if (parsed.data.schema !== schema) {
    throw new ScenarioProblem(
      `the scenario's state is of database schema ${parsed.data.schema}, this server's is ${schema}: save it again from a server of this version`,
    );
  }
  return parsed.data as ScenarioFile;
}

// --- State: snapshot and load ----------------------------------------------------------------

/** The database schema version (`PRAGMA user_version`) a scenario's state is written in. */
export function schemaVersion(store: Store): number {
  const row = store.connection.prepare('PRAGMA user_version').get() as { user_version: number };
  return row.user_version;
}

function tableNames(store: Store): string[] {
  return (
    store.connection
      .prepare(
        `SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
      )
      .all() as { name: string }[]
  )
    .map(({ name }) => name)
    .filter((name) => !SCENARIO_SKIPPED_TABLES.has(name));
}

function columnsOf(store: Store, table: string): Set<string> {
  return new Set(
    (store.connection.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map(
      ({ name }) => name,
    ),
  );
}

/** Every kept table's rows, read in one transaction (a consistent copy). */
export function snapshotState(store: Store): ScenarioFile['state'] {
  return { tables: store.db.transaction(() => readTables(store)) };
}

function readTables(store: Store): ScenarioFile['state']['tables'] {
  const tables: ScenarioFile['state']['tables'] = {};
  for (const name of tableNames(store)) {
    tables[name] = store.connection.prepare(`SELECT * FROM "${name}"`).all() as Record<
      string,
      string | number | null
    >[];
  }
  tables[SEQUENCES] = (
    store.connection.prepare(`SELECT name, seq FROM ${SEQUENCES}`).all() as {
      name: string;
      seq: number;
    }[]
  ).filter(({ name }) => !SCENARIO_SKIPPED_TABLES.has(name));
  return tables;
}

/**
 * Replaces every kept table's rows with the scenario's, in one transaction (sessions, chat tokens
 * and reset codes are emptied: everyone logs in again). Throws a ScenarioProblem, leaving the
 * state as it was, when a table or column is not this database's or SQLite refuses a row.
 */
export function loadState(store: Store, state: ScenarioFile['state']): void {
  const known = new Set(tableNames(store));
  for (const table of Object.keys(state.tables)) {
    if (table !== SEQUENCES && !known.has(table)) {
      throw new ScenarioProblem(`the scenario's state has a table this database has not: ${table}`);
    }
  }
  const { db } = store;
  db.transaction(() => {
    // Rows that name each other are checked at the commit, when all are in.
    db.exec('PRAGMA defer_foreign_keys = ON');
    for (const table of [...known, ...SCENARIO_SKIPPED_TABLES]) {
      if (table !== 'meta' && tableExists(store, table)) db.exec(`DELETE FROM "${table}"`);
    }
    db.exec(`DELETE FROM ${SEQUENCES}`);
    for (const [table, rows] of Object.entries(state.tables)) {
      if (table === SEQUENCES) continue;
      insertRows(store, table, rows);
    }
    for (const row of state.tables[SEQUENCES] ?? []) {
      if (typeof row.name !== 'string' || typeof row.seq !== 'number' || !known.has(row.name)) {
        throw new ScenarioProblem(`the scenario's ${SEQUENCES} names no table of this database`);
      }
      store.connection
        .prepare(`INSERT INTO ${SEQUENCES} (name, seq) VALUES (?, ?)`)
        .run(row.name, Math.trunc(row.seq));
    }
    if (!db.first(db.q.selectFrom('chatCounters').select('id').limit(1))) {
      db.exec(`INSERT INTO chat_counters (id) VALUES (1)`);
    }
    // The deferred keys are checked here, inside, so a broken one is told as the scenario's.
    const broken = store.connection.prepare('PRAGMA foreign_key_check').all() as {
      table: string;
      rowid: number;
      parent: string;
    }[];
    if (broken.length > 0) {
      const first = broken[0]!;
      throw new ScenarioProblem(
        `the scenario's state breaks ${broken.length} reference(s): a row of ${first.table} names a missing row of ${first.parent}`,
      );
    }
  });
}

function tableExists(store: Store, table: string): boolean {
  return (
    store.connection
      .prepare(`SELECT 1 AS found FROM sqlite_schema WHERE type = 'table' AND name = ?`)
      .get(table) !== undefined
  );
}

function insertRows(
  store: Store,
  table: string,
  rows: Record<string, string | number | null>[],
): void {
  const columns = columnsOf(store, table);
  const prepared = new Map<string, ReturnType<Store['connection']['prepare']>>();
  rows.forEach((row, index) => {
    const names = Object.keys(row);
    for (const name of names) {
      if (!columns.has(name)) {
        throw new ScenarioProblem(
          `the scenario's ${table} row ${index} has a column this database has not: ${name}`,
        );
      }
    }
    const key = names.join(',');
    let statement = prepared.get(key);
    if (!statement) {
      statement = store.connection.prepare(
        `INSERT INTO "${table}" (${names.map((name) => `"${name}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
      );
      prepared.set(key, statement);
    }
    try {
      statement.run(names.map((name) => row[name]));
    } catch (error) {
      throw new ScenarioProblem(
        `the scenario's ${table} row ${index} is refused by the database: ${(error as Error).message}`,
      );
    }
  });
}

// --- Where files are kept --------------------------------------------------------------------

/** Saved scenarios: files under DATA_DIR/scenarios (0600, the folder 0700), or a map in memory. */
export class ScenarioShelf {
  private readonly memory = new Map<string, string>();

  constructor(
    /** DATA_DIR/scenarios, or null: kept in memory, gone when the server stops. */
    readonly folder: string | null,
  ) {}

  static forDataDir(dataDir: string | null): ScenarioShelf {
    return new ScenarioShelf(dataDir ? join(dataDir, SCENARIO_FOLDER) : null);
  }

  get storage(): 'disk' | 'memory' {
    return this.folder ? 'disk' : 'memory';
  }

  private fileOf(name: string): string {
    if (!NAME.test(name))
      throw new ScenarioProblem(`a scenario's name is ${SCENARIO_NAME_PATTERN}`);
    return join(this.folder ?? '', `${name}.json`);
  }

  async names(): Promise<string[]> {
    if (!this.folder) return [...this.memory.keys()].sort();
    let files: string[];
    try {
      files = await readdir(this.folder);
    } catch {
      return [];
    }
    return files
      .filter((file) => file.endsWith('.json') && NAME.test(file.slice(0, -5)))
      .map((file) => file.slice(0, -5))
      .sort();
  }

  /** The file's text, or null when there is none of that name. */
  async read(name: string): Promise<string | null> {
    const file = this.fileOf(name);
    if (!this.folder) return this.memory.get(name) ?? null;
    try {
      const size = (await stat(file)).size;
      if (size > SCENARIO_BYTES_MAX) {
        throw new ScenarioProblem(`${file} is above ${SCENARIO_BYTES_MAX} bytes`, 413);
      }
      return await readFile(file, 'utf8');
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return null;
      throw error;
    }
  }

  async write(name: string, text: string): Promise<void> {
    const file = this.fileOf(name);
    if (!this.folder) {
      this.memory.set(name, text);
      return;
    }
    await mkdir(this.folder, { recursive: true, mode: DATA_FOLDER_MODE });
    // Written whole, then renamed: a reader never sees half a file.
    const temporary = `${file}.tmp`;
    await writeFile(temporary, text, { mode: 0o600 });
    await chmod(temporary, 0o600);
    await rename(temporary, file);
  }

  async remove(name: string): Promise<boolean> {
    const file = this.fileOf(name);
    if (!this.folder) return this.memory.delete(name);
    try {
      await rm(file);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return false;
      throw error;
    }
  }

  async count(): Promise<number> {
    return (await this.names()).length;
  }
}

/** What the list shows of a scenario file. */
export function summaryOf(file: ScenarioFile, bytes: number, builtIn: boolean): ScenarioSummary {
  return {
    name: file.name,
    description: file.description,
    savedAt: file.savedAt,
    builtIn,
    faults: file.faults.length,
    overrides: file.overrides.length,
    bytes,
  };
}

export { SCENARIOS_MAX };
