import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_FILE } from './store';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

const WRITER = join(import.meta.dirname, 'testing', 'write-forever.ts');

interface Acknowledged {
  funds: Set<number>;
  messages: Set<number>;
}

/**
 * Runs the writer until it has acknowledged `writes` more movements, then kills it with SIGKILL
 * (no warning, no flush), and waits for it to be gone.
 */
async function runAndKill(dir: string, writes: number, acknowledged: Acknowledged): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let seen = 0;
  let rest = '';
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the writer exited by itself (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const [kind, value] = line.split(' ');
        if (kind === 'fund') {
          acknowledged.funds.add(Number(value));
          seen += 1;
        } else if (kind === 'message') {
          acknowledged.messages.add(Number(value));
        }
      }
      if (seen >= writes) resolve();
    });
  });
  child.kill('SIGKILL');
  await exited;
}

describe('the database file under kill -9', () => {
  it('loses no acknowledged write, keeps every ledger balanced, and opens every time', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mock-store-kill-'));
    folders.push(dir);
    const acknowledged: Acknowledged = { funds: new Set(), messages: new Set() };
    for (let round = 1; round <= 12; round += 1) {
      // A kill at a different moment each round: after 1 to 60 acknowledged movements, while
      // the writer commits.
      await runAndKill(dir, 1 + Math.floor(Math.random() * 60), acknowledged);
      const db = new Database(join(dir, DB_FILE));
      try {
        const check = db.prepare('PRAGMA integrity_check').get() as { integrity_check: string };
        expect(check.integrity_check).toBe('ok');
        const funds = db
          .prepare('SELECT id, amount, balance_after FROM fund_records ORDER BY id')
          .all() as { id: number; amount: number; balance_after: number }[];
        const stored = new Set(funds.map((fund) => fund.id));
        const lost = [...acknowledged.funds].filter((id) => !stored.has(id));
        expect(lost, `round ${round}: acknowledged fund records lost`).toEqual([]);
        // Every record's balance follows from the ones before it, and the last is the balance.
        let running = 0;
        for (const fund of funds) {
          running += fund.amount;
          expect(fund.balance_after).toBe(running);
          expect(running).toBeGreaterThanOrEqual(0);
        }
        const user = db.prepare('SELECT balance FROM users').get() as { balance: number };
        expect(user.balance).toBe(running);
        const seqs = db
          .prepare(`SELECT seq FROM chat_messages WHERE channel = 'kill' ORDER BY seq`)
          .all() as { seq: number }[];
        const kept = new Set(seqs.map((row) => row.seq));
        expect([...acknowledged.messages].filter((seq) => !kept.has(seq))).toEqual([]);
        expect(seqs.map((row) => row.seq)).toEqual(seqs.map((_, index) => index + 1));
      } finally {
        db.close();
      }
    }
    expect(acknowledged.funds.size).toBeGreaterThan(12);
  }, 60_000);
});
