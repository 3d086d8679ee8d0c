// The typed query layer: queries are built with Kysely (typed by tables.ts, camelCase in TypeScript,
// snake_case in SQL) and run synchronously on the libsql connection. Kysely only compiles here (its
// "split build and execute" use, with a DummyDriver): execution stays synchronous, so a request's
// transaction never interleaves with another's statements on the one connection. Decision and
// measurement: docs/adr/0016-sqlite-is-the-state.md.
import type Database from 'libsql';
import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Compilable,
  type InferResult,
} from 'kysely';
import type { Tables } from './tables';

/** What a change did: rows changed and the last rowid inserted. */
export interface RunResult {
  changes: number;
  lastInsertRowid: number;
}

type Row = Record<string, unknown>;

const camelNames = new Map<string, string>();
/** `user_id` -> `userId` (what CamelCasePlugin does to results when Kysely executes). */
function camelName(name: string): string {
  let camel = camelNames.get(name);
  if (camel === undefined) {
    camel = name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
    camelNames.set(name, camel);
  }
  return camel;
}

function camelRow(row: Row): Row {
  const out: Row = {};
  for (const key in row) out[camelName(key)] = row[key];
  return out;
}

/** The query builder alone: it compiles, it never runs anything. */
function queryBuilder(): Kysely<Tables> {
  return new Kysely<Tables>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
    plugins: [new CamelCasePlugin()],
  });
}

const builder = queryBuilder();

/**
 * Prepared statements kept per connection, by SQL text. An operation's queries compile to a few
 * texts (parameters are bound, not written in), so the hot ones stay; texts that vary with a list's
 * length (`IN (?, ?)`, rows of an insert) are bounded by this, the oldest prepared going first.
 */
const STATEMENTS_KEPT = 512;

export class Db {
  /** Builds typed queries; hand them to `all`, `first` or `run`. */
  readonly q: Kysely<Tables> = builder;
  private depth = 0;
  private readonly statements = new Map<string, Database.Statement<unknown[]>>();

  constructor(readonly connection: Database.Database) {}

  /**
   * The connection's statement for `sql`, prepared on its first use and reused: preparing costs
   * more than running most of these queries (a chat message's statements: ADR 0016). SQLite
   * prepares a kept statement again by itself after a schema change.
   */
  private statement(sql: string): Database.Statement<unknown[]> {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      statement = this.connection.prepare(sql);
      if (this.statements.size >= STATEMENTS_KEPT) {
        this.statements.delete(this.statements.keys().next().value!);
      }
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Every row the query gives (a SELECT, or a change with RETURNING). */
  all<Q extends Compilable<unknown>>(query: Q): InferResult<Q> {
    const { sql, parameters } = query.compile();
    const statement = this.statement(sql);
    if (!statement.reader) {
      statement.run(...(parameters as unknown[]));
      return [] as unknown as InferResult<Q>;
    }
    return (statement.all(...(parameters as unknown[])) as Row[]).map(
      camelRow,
    ) as unknown as InferResult<Q>;
  }

  /** The first row, or undefined (give a query that can match many a `.limit(1)`). */
  first<Q extends Compilable<unknown>>(query: Q): InferResult<Q>[number] | undefined {
    return this.all(query)[0] as InferResult<Q>[number] | undefined;
  }

  /** A change without RETURNING. */
  run(query: Compilable<unknown>): RunResult {
    const { sql, parameters } = query.compile();
    const result = this.statement(sql).run(...(parameters as unknown[]));
    return { changes: Number(result.changes), lastInsertRowid: Number(result.lastInsertRowid) };
  }

  /** Inserts and gives the new row's id. */
  insertId(query: Compilable<unknown>): number {
    return this.run(query).lastInsertRowid;
  }

  /** Runs SQL text as it is (migrations, pragmas). */
  exec(sql: string): void {
    this.connection.exec(sql);
  }

  get inTransaction(): boolean {
    return this.depth > 0;
  }

  /**
   * Runs `work` in one transaction: committed when it returns, rolled back when it throws. Inside
   * another transaction it is a savepoint of it. `work` must be synchronous: a promise it returned
   * would run outside the transaction.
   */
  transaction<T>(work: () => T): T {
    const name = `s${this.depth}`;
    this.connection.exec(this.depth === 0 ? 'BEGIN IMMEDIATE' : `SAVEPOINT ${name}`);
    this.depth += 1;
    try {
      const result = work();
      if (isThenable(result)) {
        throw new Error('a transaction ran asynchronous work; do it before the transaction');
      }
      this.depth -= 1;
      this.connection.exec(this.depth === 0 ? 'COMMIT' : `RELEASE ${name}`);
      return result;
    } catch (error) {
      this.depth -= 1;
      if (this.depth === 0) {
        if (this.connection.inTransaction) this.connection.exec('ROLLBACK');
      } else {
        this.connection.exec(`ROLLBACK TO ${name}`);
        this.connection.exec(`RELEASE ${name}`);
      }
      throw error;
    }
  }
}

function isThenable(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/** 1 for true, 0 for false: how a flag column keeps a boolean. */
export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** A JSON column's value. */
export function parseJson<T>(text: string): T {
  return JSON.parse(text) as T;
}
