import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeFileAtomic } from './atomic-file';
import { emptyState } from './seed';
import { STATE_FILE, Store } from './store';

const folders: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'mock-store-'));
  folders.push(dir);
  return dir;
}
// The writer, spied on so a test can count the writes; it still writes.
vi.mock('./atomic-file', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./atomic-file')>();
  return { ...actual, writeFileAtomic: vi.fn(actual.writeFileAtomic) };
});

afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('Store', () => {
  it('keeps state in memory only when there is no data folder', async () => {
    const store = await Store.open(null, emptyState);
    store.state.seq.order = 5;
    await store.commit();
    expect(store.persistent).toBe(false);
  });

  it('gives back after a reopen everything whose commit resolved', async () => {
    const dir = await tempDir();
    const first = await Store.open(dir, emptyState);
    first.state.seq.order = 41;
    await first.commit();
    first.state.seq.order = 42;
    await first.commit();
    const second = await Store.open(dir, () => {
      throw new Error('must load, not seed');
    });
    expect(second.state.seq.order).toBe(42);
  });

  it('groups concurrent commits into few writes and all of them are durable', async () => {
    const dir = await tempDir();
    const store = await Store.open(dir, emptyState);
    const writes = vi.mocked(writeFileAtomic);
    writes.mockClear();
    const commits: Promise<void>[] = [];
    for (let i = 1; i <= 100; i += 1) {
      store.state.seq.cart = i;
      commits.push(store.commit());
    }
    await Promise.all(commits);
    // The first commit starts a write; the 99 that come while it runs share the next one.
    expect(writes).toHaveBeenCalledTimes(2);
    const snapshots = writes.mock.calls.map(
      ([, text]) => (JSON.parse(String(text)) as { seq: { cart: number } }).seq.cart,
    );
    expect(snapshots).toEqual([1, 100]);
    const saved = JSON.parse(await readFile(join(dir, STATE_FILE), 'utf8')) as {
      seq: { cart: number };
    };
    expect(saved.seq.cart).toBe(100);
  });

  it('refuses a file that is not a state file instead of silently starting over', async () => {
    const dir = await tempDir();
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(dir, STATE_FILE), '{"hello":1}');
    await expect(Store.open(dir, emptyState)).rejects.toThrow(/not a state file/);
  });

  it('leaves a valid state file when the writing process is killed mid-stream', async () => {
    const dir = await tempDir();
    const script = join(import.meta.dirname, 'testing', 'write-forever.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script, dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Wait until the child has acknowledged some writes, then kill it without warning.
    let acknowledged = 0;
    await new Promise<void>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', () => reject(new Error('writer exited early')));
      child.stdout.on('data', (chunk: Buffer) => {
        const lines = chunk.toString().trim().split('\n');
        acknowledged = Number(lines[lines.length - 1]);
        if (acknowledged >= 30) resolve();
      });
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const text = await readFile(join(dir, STATE_FILE), 'utf8');
    const saved = JSON.parse(text) as { seq: { order: number }; products: unknown[] };
    // Nothing acknowledged is lost, and the big array is complete (no torn write).
    expect(saved.seq.order).toBeGreaterThanOrEqual(acknowledged);
    expect(saved.products).toHaveLength(5000);
    const reopened = await Store.open(dir, emptyState);
    expect(reopened.state.seq.order).toBe(saved.seq.order);
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
