import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterEach, describe, expect, it } from 'vitest';
import { fundRemarkText } from '../routes/views';
import { TestApi } from '../testing/test-api';
import type { FundKind, LanguageCode, State } from './state';
import { DB_FILE, IMPORTED_STATE_FILE, STATE_FILE } from './store';
import { upgradeState } from './upgrade-state';

const folders: string[] = [];
const apis: TestApi[] = [];
afterEach(async () => {
  await Promise.all(apis.splice(0).map((api) => api.close()));
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Fund records as the mock wrote them before remarks had keys: an English `note`. */
const olderFundRecords = [
  { kind: 'recharge', amount: 520000, refId: 1, note: 'Recharge RC00000001' },
  { kind: 'order_pay', amount: -6424, refId: 2, note: 'Order 20261122000002' },
  { kind: 'withdraw', amount: -10000, refId: 1, note: 'Withdrawal WD00000001' },
  { kind: 'withdraw_return', amount: 10000, refId: 1, note: 'Withdrawal WD00000001 refused' },
  { kind: 'refund', amount: 3123, refId: 7, note: 'Refund of order 20261122000007' },
  // Hand-edited by a developer: no remark key explains it.
  { kind: 'recharge', amount: 100, refId: null, note: 'Welcome gift' },
] as const;

/** A state of nothing, as the versions before the database kept it. */
function emptyState(): State {
  return {
    schema: 1,
    secrets: 1,
    seq: {},
    users: [],
    sessions: {},
    categories: [],
    merchants: [],
    products: [],
    cart: [],
    orders: [],
    funds: [],
    recharges: [],
    withdrawals: [],
    addresses: [],
    favourites: [],
    follows: [],
    refunds: [],
    reviews: [],
    complaints: [],
    notifications: [],
    uploads: [],
    outbox: [],
    resetCodes: [],
    chat: {},
  };
}

/** A state file of the demo shop (fixtures/state-v1.json) whose fund records are the older ones above. */
async function olderDataDir(): Promise<string> {
  const fixture = join(import.meta.dirname, 'testing', 'fixtures', 'state-v1.json');
  const state = JSON.parse(await readFile(fixture, 'utf8')) as State;
  let balance = 0;
  const older = olderFundRecords.map((record, index) => {
    balance += record.amount;
    const createdAt = 1_795_314_887_000 + index * 1000;
    return { id: index + 1, userId: 1, ...record, balanceAfter: balance, createdAt };
  });
  const file = { ...state, funds: older, seq: { ...state.seq, fund: older.length } };
  const dir = await mkdtemp(join(tmpdir(), 'mock-older-state-'));
  folders.push(dir);
  await writeFile(join(dir, STATE_FILE), JSON.stringify(file));
  return dir;
}

async function remarksIn(api: TestApi, token: string, lang: LanguageCode): Promise<string[]> {
  const answer = await api.get('/api/user/bill?limit=100', { token, lang });
  return (answer.body.data.list as Array<{ remark: string }>).map((r) => r.remark).reverse();
}

describe('a state file from before fund remarks had keys', () => {
  it('loads, and its fund records read in the shopper language with their serials', async () => {
    const api = await TestApi.start({ dataDir: await olderDataDir() });
    apis.push(api);
    const token = await api.login();
    expect(await remarksIn(api, token, 'en')).toEqual(olderFundRecords.map((r) => r.note));
    expect(await remarksIn(api, token, 'tai')).toEqual([
      'เติมเงิน RC00000001',
      'คำสั่งซื้อ 20261122000002',
      'ถอนเงิน WD00000001',
      'การถอนเงิน WD00000001 ถูกปฏิเสธ',
      'เงินคืนของคำสั่งซื้อ 20261122000007',
      'Welcome gift',
    ]);
    expect(await remarksIn(api, token, 'zh-CN')).toEqual([
      '充值 RC00000001',
      '订单 20261122000002',
      '提现 WD00000001',
      '提现 WD00000001 被拒绝',
      '订单 20261122000007 退款',
      'Welcome gift',
    ]);
  });

  it('is imported in the new shape, which loads again the same', async () => {
    const dir = await olderDataDir();
    const first = await TestApi.start({ dataDir: dir });
    const token = await first.login();
    const before = await remarksIn(first, token, 'han');
    await first.close();
    const db = new Database(join(dir, DB_FILE));
    const saved = db
      .prepare('SELECT remark_key, remark_text FROM fund_records ORDER BY id')
      .all() as { remark_key: string; remark_text: string }[];
    db.close();
    expect(saved.map((f) => [f.remark_key, f.remark_text])).toEqual([
      ['recharge', 'RC00000001'],
      ['order_pay', '20261122000002'],
      ['withdraw', 'WD00000001'],
      ['withdraw_return', 'WD00000001'],
      ['refund', '20261122000007'],
      ['written', 'Welcome gift'],
    ]);
    // The state file is kept beside, as it was.
    const kept = JSON.parse(await readFile(join(dir, IMPORTED_STATE_FILE), 'utf8')) as State;
    expect(kept.funds.map((f) => (f as unknown as { note: string }).note)).toEqual(
      olderFundRecords.map((r) => r.note),
    );
    const again = await TestApi.start({ dataDir: dir });
    apis.push(again);
    expect(await remarksIn(again, await again.login(), 'han')).toEqual(before);
  });
});

describe('upgradeState', () => {
  const kinds: FundKind[] = ['order_pay', 'refund', 'recharge', 'withdraw', 'withdraw_return'];
  const olderNote: Record<FundKind, (sn: string) => string> = {
    order_pay: (sn) => `Order ${sn}`,
    refund: (sn) => `Refund of order ${sn}`,
    recharge: (sn) => `Recharge ${sn}`,
    withdraw: (sn) => `Withdrawal ${sn}`,
    withdraw_return: (sn) => `Withdrawal ${sn} refused`,
  };
  const serial = fc.stringMatching(/^[A-Z0-9]{1,20}$/);

  function upgradedRemark(kind: FundKind, note: string) {
    const state = emptyState();
    const older = { id: 1, userId: 1, kind, amount: 1, balanceAfter: 1, refId: null, note };
    state.funds.push({ ...older, createdAt: 0 } as unknown as State['funds'][number]);
    return upgradeState(state).funds[0]!.remark;
  }

  it('keeps every older English remark word for word, and names its serial in every language', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), serial, (kind, sn) => {
        const remark = upgradedRemark(kind, olderNote[kind](sn));
        expect(remark).toEqual({ key: kind, sn });
        expect(fundRemarkText(remark, 'en')).toBe(olderNote[kind](sn));
        for (const lang of ['zh-CN', 'ri', 'han', 'tai'] as const) {
          const text = fundRemarkText(remark, lang);
          expect(text).toContain(sn);
          expect(text).not.toBe(olderNote[kind](sn));
        }
      }),
    );
  });

  it('keeps a note of another kind of movement as written', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.constantFrom(...kinds),
        serial,
        (kind, other, sn) => {
          fc.pre(olderNote[kind](sn) !== olderNote[other](sn));
          const note = olderNote[other](sn);
          expect(fundRemarkText(upgradedRemark(kind, note), 'tai')).toBe(note);
        },
      ),
    );
  });

  it('leaves records of today alone', () => {
    const state = emptyState();
    const remark = { key: 'order_pay', sn: '20261122000002' } as const;
    state.funds.push({
      id: 1,
      userId: 1,
      kind: 'order_pay',
      amount: -1,
      balanceAfter: 0,
      refId: 2,
      remark,
      createdAt: 0,
    });
    expect(upgradeState(state).funds[0]!.remark).toEqual(remark);
  });

  it('drops the resend index older chat logs stored; their messages stay as they were', () => {
    const message = { id: 1, seq: 1, clientMsgNo: 'n1', from: 'u1' };
    const state = {
      ...emptyState(),
      chat: { logs: { 'p:u1@u2': { key: 'p:u1@u2', messages: [message], sent: { 'u1 n1': 1 } } } },
    } as State;
    const logs = (upgradeState(state).chat as { logs: Record<string, Record<string, unknown>> })
      .logs;
    expect(logs['p:u1@u2']).toEqual({ key: 'p:u1@u2', messages: [message] });
  });
});

describe('secrets kept in clear by earlier versions', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  function olderState(): State {
    const state = emptyState() as State & Record<string, unknown>;
    delete state.secrets;
    const token = 'c1'.repeat(32);
    (state as unknown as { sessions: unknown }).sessions = {
      [token]: { token, userId: 1, expiresAt: 2_000_000_000_000 },
    };
    state.chat = { tokens: { ['d2'.repeat(16)]: { uid: 'u1', session: token, issuedAt: 1 } } };
    (state as unknown as { resetCodes: unknown }).resetCodes = [
      { email: 'demo@example.com', code: '123123', sentAt: 5, expiresAt: 9e12, used: false },
    ];
    return state;
  }

  it('re-keys sessions by their hash, drops chat tokens and live codes, and marks the state', () => {
    const upgraded = upgradeState(olderState());
    expect(upgraded.sessions).toEqual({
      [sha256('c1'.repeat(32))]: { userId: 1, expiresAt: 2_000_000_000_000 },
    });
    expect(upgraded.chat).toEqual({ tokens: {} });
    expect(upgraded.resetCodes).toEqual([
      { email: 'demo@example.com', codeHash: '', sentAt: 5, expiresAt: 9e12, used: true, tries: 0 },
    ]);
    expect(upgraded.secrets).toBe(1);
    expect(JSON.stringify(upgraded)).not.toMatch(/c1c1c1|d2d2d2|123123/);
  });

  it('leaves a state of today alone: loading twice never hashes a hash', () => {
    const once = upgradeState(olderState());
    const snapshot = JSON.stringify(once);
    expect(JSON.stringify(upgradeState(JSON.parse(snapshot) as State))).toBe(snapshot);
  });
});
