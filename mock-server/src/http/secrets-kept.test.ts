import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrafficAnswer } from '@storefront/contracts/control-api';
import { REDACTED } from '../control/traffic';
import { DB_FILE } from '../store/store';
import { upgradeState } from '../store/upgrade-state';
import type { State } from '../store/state';
import { TestApi } from '../testing/test-api';

// What is kept in clear (issue 31, item 9): a withdrawal's card as brand and last four only, in the
// state, the database file, every answer, the control API, the traffic log and the request log;
// the traffic log hides what the contract marks secret (x-secret) whatever its JSON type, the
// values of secret query parameters, and keeps no body it cannot read.

const CARD = '6222020200112233';
const CARD_TYPED = '6222 0202 0011 2233';
const LABEL = 'UnionPay •••• 2233';

const FIXTURES = join(import.meta.dirname, '..', 'store', 'testing', 'fixtures');

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'mock-kept-'));
  folders.push(dir);
  return dir;
}
/** Every byte of the database file and its write-ahead log, as text. */
async function databaseBytes(dir: string): Promise<string> {
  const parts = await Promise.all(
    [DB_FILE, `${DB_FILE}-wal`].map((name) =>
      readFile(join(dir, name)).catch(() => Buffer.alloc(0)),
    ),
  );
  return Buffer.concat(parts).toString('latin1');
}
const withoutCard = (text: string) => {
  expect(text).not.toContain(CARD);
  expect(text).not.toContain(CARD_TYPED);
  expect(text).not.toContain(CARD.slice(0, 12));
};

describe("a withdrawal's card", () => {
  it('is kept, answered and logged as its brand and last four only', async () => {
    const dir = await dataDir();
    const lines: string[] = [];
    const api = await TestApi.start({
      dataDir: dir,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const token = await api.login();
      const made = await api.post(
        '/api/user/extract',
        { amount: '50', bank_card: CARD_TYPED, bank_name: 'Example Bank' },
        { token },
      );
      expect(made.body.data).toMatchObject({ bank_card: LABEL, bank_name: 'Example Bank' });
      const info = await api.get('/api/user/extract', { token });
      expect(info.body.data.bank_card).toBe(LABEL);
      const log = await api.get('/api/user/extract_log', { token });
      expect(log.body.data.list[0]).toMatchObject({ bank_card: LABEL });

      // The label the form is filled with names the same card again.
      const again = await api.post(
        '/api/user/extract',
        { amount: '20', bank_card: info.body.data.bank_card, bank_name: 'Example Bank' },
        { token },
      );
      expect(again.body.data.bank_card).toBe(LABEL);
      // Other numbers: by brand, else "Card"; never more than the last four.
      const visa = await api.post(
        '/api/user/extract',
        { amount: '10', bank_card: '4242-4242-4242-4242', bank_name: 'B' },
        { token },
      );
      expect(visa.body.data.bank_card).toBe('Visa •••• 4242');
      const other = await api.post(
        '/api/user/extract',
        { amount: '10', bank_card: 'DE89 3704 0044 0532 0130 00', bank_name: 'B' },
        { token },
      );
      expect(other.body.data.bank_card).toBe('Card •••• 3000');

      // Every answer came after its commit: the rows hold what the shop kept.
      const stored = JSON.stringify(api.db.all(api.db.q.selectFrom('withdrawals').selectAll()));
      withoutCard(stored);
      expect(stored).not.toContain('0532013000');
      withoutCard(await databaseBytes(dir));
      withoutCard(JSON.stringify((await api.control('GET', '/pending')).body));
      const traffic = (await api.control<TrafficAnswer>('GET', '/traffic')).body;
      withoutCard(JSON.stringify(traffic));
      const extract = traffic.entries.find((entry) => entry.operationId === 'userExtract');
      expect(JSON.parse(extract?.requestBody ?? 'null')).toMatchObject({ bank_card: REDACTED });
      expect(JSON.parse(extract?.responseBody ?? 'null')).toMatchObject({
        data: { bank_card: LABEL },
      });
      withoutCard(lines.join('\n'));
    } finally {
      await api.close();
    }
  });

  it('loses its whole number in a database written before (schema 1), and in a state file', async () => {
    const dir = await dataDir();
    // The file as schema 1 wrote it (fixtures/README): the seed's withdrawal with its whole number.
    const db = new Database(join(dir, DB_FILE));
    db.exec(await readFile(join(FIXTURES, 'store-v2.sql'), 'utf8'));
    db.exec(
      `UPDATE withdrawals SET doc = json_set(json_remove(doc, '$.cardBrand', '$.cardLast4'), '$.cardNumber', '${CARD}')`,
    );
    db.exec('PRAGMA user_version = 1');
    db.close();
    expect(await databaseBytes(dir)).toContain(CARD);

    const upgraded = await TestApi.start({ dataDir: dir });
    try {
      const withdrawals = upgraded.db.all(upgraded.db.q.selectFrom('withdrawals').selectAll());
      expect(withdrawals.length).toBeGreaterThan(0);
      for (const withdrawal of withdrawals) {
        expect(withdrawal).toMatchObject({ cardBrand: 'UnionPay', cardLast4: '2233' });
        expect(withdrawal).not.toHaveProperty('cardNumber');
      }
      withoutCard(await databaseBytes(dir));
      const token = await upgraded.login();
      const info = await upgraded.get('/api/user/extract', { token });
      expect(info.body.data.bank_card).toBe(LABEL);
    } finally {
      await upgraded.close();
    }

    const old = JSON.parse(await readFile(join(FIXTURES, 'state-v1.json'), 'utf8')) as State;
    const stored = old.withdrawals as unknown as Array<Record<string, unknown>>;
    for (const withdrawal of stored) {
      delete withdrawal.cardBrand;
      delete withdrawal.cardLast4;
      withdrawal.cardNumber = '5555555555554444';
    }
    const read = upgradeState(old);
    expect(read.withdrawals[0]).toMatchObject({ cardBrand: 'Mastercard', cardLast4: '4444' });
    expect(JSON.stringify(read)).not.toContain('5555555555554444');
  });
});

describe('the traffic log keeps no secret', () => {
  it('hides a secret field whatever its JSON type, and tokens in answers', async () => {
    const api = await TestApi.start();
    try {
      for (const password of [['demo123'], { value: 'demo123' }, 'demo123', 123456]) {
        await api.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { account: 'demo@example.com', password },
        });
      }
      const token = await api.login();
      await api.post(
        '/api/user/resetPay',
        { old_pay_password: '', new_pay_password: '654321', confirm_pay_password: '654321' },
        { token },
      );
      const { entries } = (await api.control<TrafficAnswer>('GET', '/traffic')).body;
      const text = JSON.stringify(entries);
      expect(text).not.toContain('demo123');
      expect(text).not.toContain('123456');
      expect(text).not.toContain('654321');
      expect(text).not.toContain(token);
      for (const entry of entries.filter((e) => e.operationId === 'userLogin')) {
        expect(JSON.parse(entry.requestBody ?? 'null')).toEqual({
          account: 'demo@example.com',
          password: REDACTED,
        });
      }
    } finally {
      await api.close();
    }
  });

  it('drops the values of secret query parameters, and keeps no body that is not JSON', async () => {
    const lines: string[] = [];
    const api = await TestApi.start({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const token = await api.login();
      await api.app.inject({
        method: 'GET',
        url: `/api/user/getUserInfo?token=${token}&lang=en&password=hunter22`,
      });
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        await api.app.inject({
          method: 'POST',
          url: '/api/user/login',
          headers: { 'content-type': type },
          payload: 'account=demo@example.com&password=hunter22',
        });
      }
      const { entries } = (await api.control<TrafficAnswer>('GET', '/traffic')).body;
      const info = entries.find((e) => e.url.startsWith('/api/user/getUserInfo?'));
      expect(info?.url).toBe(
        `/api/user/getUserInfo?token=${REDACTED}&lang=en&password=${REDACTED}`,
      );
      const logins = entries.filter((e) => e.url === '/api/user/login').slice(-3);
      expect(logins.map((e) => [e.status, e.requestBody])).toEqual([
        [415, null],
        [415, null],
        [415, null],
      ]);
      const everything = `${JSON.stringify(entries)}\n${lines.join('\n')}`;
      expect(everything).not.toContain('hunter22');
      expect(everything).not.toContain(token);
      expect(lines.join('\n')).toContain(`/api/user/getUserInfo?token=${REDACTED}`);
    } finally {
      await api.close();
    }
  });
});
