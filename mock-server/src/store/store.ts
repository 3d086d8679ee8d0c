import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readTextIfExists, writeFileAtomic } from './atomic-file';
import type { State } from './state';
import { upgradeState } from './upgrade-state';

export const STATE_FILE = 'state.json';

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
 * The state in memory plus its durable copy. Mutations change `state` synchronously (so checks and
 * changes of one request can never interleave with another's) and then await `commit()`, which
 * resolves once a snapshot containing the change is on disk. Concurrent commits share one write
 * (group commit), so persistence costs one fsync per burst, not one per request.
 */
export class Store {
  state: State;
  private readonly file: string | null;
  private pending: Batch | null = null;
  private writing: Promise<void> | null = null;

  private constructor(state: State, dataDir: string | null) {
    this.state = state;
    this.file = dataDir ? join(dataDir, STATE_FILE) : null;
  }

  /** Loads DATA_DIR/state.json when there is one, otherwise starts from `seed()`. */
  static async open(dataDir: string | null, seed: () => State | Promise<State>): Promise<Store> {
    if (!dataDir) return new Store(await seed(), null);
    // A kill mid-write can leave temporary files behind; the real files are intact.
    await removeLeftoverTemporaries(dataDir);
    await removeLeftoverTemporaries(join(dataDir, 'uploads'));
    const text = await readTextIfExists(join(dataDir, STATE_FILE));
    if (text === null) {
      const store = new Store(await seed(), dataDir);
      await store.commit();
      return store;
    }
    const parsed: unknown = JSON.parse(text);
    if (!isState(parsed)) {
      throw new Error(`${join(dataDir, STATE_FILE)} is not a state file of this mock (schema 1)`);
    }
    return new Store(upgradeState(parsed), dataDir);
  }

  get persistent(): boolean {
    return this.file !== null;
  }

  /** Resolves when everything changed so far is durable (immediately in memory-only mode). */
  commit(): Promise<void> {
    if (!this.file) return Promise.resolve();
    this.pending ??= newBatch();
    const { promise } = this.pending;
    this.startWrite();
    return promise;
  }

  /** Replaces the whole state (reset to the seed) and persists it. */
  replace(state: State): Promise<void> {
    this.state = state;
    return this.commit();
  }

  /** Waits for the last write; used on shutdown. */
  async flush(): Promise<void> {
    while (this.writing || this.pending) {
      await (this.writing ?? this.pending?.promise);
    }
  }

  private startWrite(): void {
    if (this.writing || !this.pending || !this.file) return;
    const batch = this.pending;
    this.pending = null;
    // The snapshot is taken now: every mutation whose commit() joined this batch is in it.
    const snapshot = JSON.stringify(this.state);
    this.writing = writeFileAtomic(this.file, snapshot)
      .then(batch.resolve, batch.reject)
      .finally(() => {
        this.writing = null;
        this.startWrite();
      });
  }
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
