import { translate } from '@storefront/contracts/messages';
import type { MessageKey } from '@storefront/contracts/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FundKind, LanguageCode } from '../store/state';
import { TestApi, multipart, pngBytes } from '../testing/test-api';

/** The shared catalogue's text: what the shopper reads. */
const t = (key: MessageKey, lang: Parameters<typeof translate>[1] = 'en') => translate(key, lang);

let api: TestApi;
let token: string;
beforeEach(async () => {
  api = await TestApi.start();
  token = await api.login();
});
afterEach(async () => {
  await api.close();
});

async function upload(): Promise<string> {
  const { payload, headers } = multipart('file', 'evidence.png', pngBytes());
  const answer = await api.call('POST', '/api/upload/image', { token, payload, headers });
  return answer.body.data.url as string;
}

async function balance(): Promise<string> {
  return (await api.get('/api/user/getUserInfo', { token })).body.data.money as string;
}

/** The shopper's balance as the store has it. */
function balanceOf(userId: number): number | undefined {
  return api.db.first(api.db.q.selectFrom('users').select('balance').where('id', '=', userId))
    ?.balance;
}

/** The shopper's fund records sum to the balance: every balance change has its record. */
function ledgerMatches(userId = 1): boolean {
  const sum = api.db
    .all(api.db.q.selectFrom('fundRecords').select('amount').where('userId', '=', userId))
    .reduce((total, f) => total + f.amount, 0);
  return balanceOf(userId) === sum;
}

/** Every row of every table, as text: what a copy of the database file would give away. */
function everythingStored(): string {
  const { connection } = api.db;
  const tables = connection
    .prepare(`SELECT name FROM sqlite_schema WHERE type = 'table'`)
    .all() as Array<{ name: string }>;
  return JSON.stringify(
    tables.map(({ name }) => connection.prepare(`SELECT * FROM "${name}"`).all()),
  );
}

describe('card recharge', () => {
  const card = {
    amount: '25',
    card_number: '4242 4242 4242 4242',
    expiry: '12/99',
    cvc: '737',
    holder: 'Ana Silva',
  };

  it('is charged and credited at once; only the brand and last four digits are kept', async () => {
    const before = await balance();
    const answer = await api.post('/api/user/rechargeCard', card, { token });
    expect(answer.body).toMatchObject({
      code: 1,
      data: { method: 'card', network: 'CARD', address: 'Visa •••• 4242', status: 1, evidence: '' },
    });
    expect(Number(await balance())).toBeCloseTo(Number(before) + 25, 2);
    expect(ledgerMatches()).toBe(true);
    const stored = api.db.first(
      api.db.q.selectFrom('recharges').selectAll().where('id', '=', answer.body.data.id),
    );
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      [
        'address',
        'amount',
        'auditNote',
        'auditedAt',
        'createdAt',
        'evidence',
        'id',
        'method',
        'network',
        'sn',
        'state',
        'userId',
      ].sort(),
    );
    const everything = everythingStored();
    expect(everything).not.toContain('4242424242424242');
    expect(everything).not.toContain('4242 4242 4242 4242');
    const mastercard = await api.post(
      '/api/user/rechargeCard',
      { ...card, card_number: '5555-5555-5555-4444' },
      { token },
    );
    expect(mastercard.body.data.address).toBe('Mastercard •••• 4444');
  });

  it('refuses a card the rules refuse, naming the field, and charges nothing', async () => {
    const before = await balance();
    const cases: Array<[Record<string, string>, string]> = [
      [{ card_number: '4242 4242 4242 4241' }, t('rules.card.numberInvalid')],
      [{ card_number: '378282246310005' }, t('rules.card.brand')],
      [{ expiry: '01/20' }, t('rules.card.expired')],
      [{ expiry: '13/30' }, t('rules.card.expiryInvalid')],
      [{ cvc: '12' }, t('rules.card.cvcInvalid')],
      [{ holder: ' ' }, t('rules.card.holderRequired')],
      [{ amount: '1' }, t('rules.amount.belowMinimum')],
    ];
    for (const [change, msg] of cases) {
      const answer = await api.post('/api/user/rechargeCard', { ...card, ...change }, { token });
      expect({ change, body: answer.body }).toEqual({ change, body: { code: 0, msg, data: null } });
    }
    expect(await balance()).toBe(before);
  });
});

describe('recharge', () => {
  it('lists the deposit addresses, none on DEX, BSC or HECO', async () => {
    const list = await api.get('/api/user/getBlockchain', { token });
    const networks = list.body.data.map((d: { network: string }) => d.network);
    expect(networks).toEqual(['TRC20', 'ERC20', 'BANK', 'CARD']);
  });

  it('records a recharge waiting for audit; approving it credits the wallet and notifies', async () => {
    const before = await balance();
    const evidence = await upload();
    const answer = await api.post(
      '/api/user/recharge',
      {
        method: 'chain',
        network: 'TRC20',
        address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        amount: '100',
        evidence,
      },
      { token },
    );
    expect(answer.body.data).toMatchObject({ amount: '100.00', status: 0, network: 'TRC20' });
    expect(await balance()).toBe(before);
    const approved = await api.control('POST', `/recharges/${answer.body.data.id}/approve`);
    expect(approved.body).toMatchObject({ ok: true, state: 1 });
    expect(Number(await balance())).toBeCloseTo(Number(before) + 100, 2);
    const again = await api.control('POST', `/recharges/${answer.body.data.id}/approve`);
    expect(again.status).toBe(409);
    expect(Number(await balance())).toBeCloseTo(Number(before) + 100, 2);
    const log = await api.get('/api/user/recharge_log?status=1', { token });
    expect(log.body.data.list[0].id).toBe(answer.body.data.id);
    // The record names the serial the fund record gives ("Recharge RC00000003").
    const sn = log.body.data.list[0].sn;
    expect(sn).toMatch(/^RC\d{8}$/);
    const funds = await api.get('/api/user/bill', { token });
    expect(JSON.stringify(funds.body.data.list)).toContain(sn);
    const notes = await api.get('/api/notification/list', { token });
    expect(notes.body.data.list[0]).toMatchObject({ type: 'wallet', title: 'Recharge approved' });
    expect(ledgerMatches()).toBe(true);
  });

  it('refusing a recharge credits nothing and the record says why', async () => {
    const before = await balance();
    const evidence = await upload();
    const answer = await api.post(
      '/api/user/recharge',
      {
        method: 'card',
        network: 'CARD',
        address: 'Card payments (Visa, Mastercard)',
        amount: '20.5',
        evidence,
      },
      { token },
    );
    await api.control('POST', `/recharges/${answer.body.data.id}/refuse`, {
      note: 'Evidence unreadable',
    });
    expect(await balance()).toBe(before);
    const log = await api.get('/api/user/recharge_log?status=2', { token });
    expect(log.body.data.list[0]).toMatchObject({
      status: 2,
      remark: 'Evidence unreadable',
      amount: '20.50',
    });
  });

  it('applies the recharge rules of spec section 5', async () => {
    const evidence = await upload();
    const base = {
      method: 'chain',
      network: 'TRC20',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      amount: '100',
      evidence,
    };
    const cases: Array<[Record<string, string>, string]> = [
      [{ network: 'BSC' }, t('rules.recharge.networkUnsupported')],
      [{ network: 'dex' }, t('rules.recharge.networkUnsupported')],
      [{ network: 'HECO' }, t('rules.recharge.networkUnsupported')],
      [{ network: 'ERC20' }, "The network must be the same as the withdrawing platform's"],
      [{ network: '' }, t('rules.recharge.networkRequired')],
      [{ address: '' }, t('rules.recharge.addressRequired')],
      [{ amount: '' }, t('rules.amount.required')],
      [{ amount: '1.234' }, t('rules.amount.invalid')],
      [{ amount: 'ten' }, t('rules.amount.invalid')],
      [{ amount: '0' }, t('rules.amount.positive')],
      [{ amount: '5' }, t('rules.amount.belowMinimum')],
      [{ amount: '10000000000' }, t('rules.amount.tooLarge')],
      [{ amount: '5000000000000' }, t('rules.amount.tooLarge')],
      [{ evidence: '' }, t('rules.recharge.evidenceRequired')],
      [
        { evidence: '/uploads/u/0123456789abcdef0123456789abcdef.png' },
        'Please upload the picture again',
      ],
    ];
    for (const [change, msg] of cases) {
      const answer = await api.post('/api/user/recharge', { ...base, ...change }, { token });
      expect({ change, status: answer.status, body: answer.body }).toEqual({
        change,
        status: 200,
        body: { code: 0, msg, data: null },
      });
    }
  });
});

describe('withdraw', () => {
  it('holds the amount at once, charges 1 % and shows the actual arrival', async () => {
    const info = await api.get('/api/user/extract', { token });
    expect(info.body.data).toMatchObject({
      fee_percent: '1.00',
      min_amount: '10.00',
      bank_name: 'Demo Bank',
    });
    const before = Number(await balance());
    const answer = await api.post(
      '/api/user/extract',
      { amount: '250.55', bank_card: '6222 0202 0011 2233', bank_name: 'Example Bank' },
      { token },
    );
    expect(answer.body.data).toMatchObject({
      amount: '250.55',
      service_charge: '2.51',
      actual_arrival: '248.04',
      status: 0,
      bank_card: 'UnionPay •••• 2233',
    });
    expect(Number(await balance())).toBeCloseTo(before - 250.55, 2);
    const user = await api.get('/api/user/getUserInfo', { token });
    expect(user.body.data.frozen_money).toBe('350.55');
    expect(ledgerMatches()).toBe(true);
  });

  it('refusing a withdrawal gives the whole amount back; approving keeps it paid out', async () => {
    const before = Number(await balance());
    const first = await api.post(
      '/api/user/extract',
      { amount: '100', bank_card: '6222020200112233', bank_name: 'Example Bank' },
      { token },
    );
    const second = await api.post(
      '/api/user/extract',
      { amount: '40', bank_card: '6222020200112233', bank_name: 'Example Bank' },
      { token },
    );
    await api.control('POST', `/withdrawals/${first.body.data.id}/refuse`, { note: 'Card closed' });
    await api.control('POST', `/withdrawals/${second.body.data.id}/approve`);
    expect(Number(await balance())).toBeCloseTo(before - 40, 2);
    const refused = await api.get('/api/user/extract_log?status=2', { token });
    expect(refused.body.data.list[0]).toMatchObject({
      id: first.body.data.id,
      remark: 'Card closed',
    });
    const bill = await api.get('/api/user/bill?type=withdraw_return', { token });
    expect(bill.body.data.list[0]).toMatchObject({ type: 'withdraw_return', amount: '100.00' });
    expect(ledgerMatches()).toBe(true);
  });

  it('applies the withdraw rules of spec section 5', async () => {
    const base = { amount: '50', bank_card: '6222020200112233', bank_name: 'Example Bank' };
    const cases: Array<[Record<string, string>, string]> = [
      [{ amount: '' }, t('rules.amount.required')],
      [{ amount: '0' }, t('rules.amount.positive')],
      [{ amount: '-5' }, t('rules.amount.negative')],
      [{ amount: '9.99' }, t('rules.amount.belowMinimum')],
      [{ amount: '99999' }, t('rules.amount.aboveBalance')],
      [{ amount: '1000000.01' }, t('rules.amount.tooLarge')],
      [{ amount: '10000000000' }, t('rules.amount.tooLarge')],
      [{ bank_card: ' ' }, t('rules.bankCard.required')],
      [{ bank_name: '' }, t('rules.bankName.required')],
    ];
    for (const [change, msg] of cases) {
      const answer = await api.post(
        '/api/user/extract',
        { ...base, ...change },
        { token, lang: 'en' },
      );
      expect({ change, body: answer.body }).toEqual({ change, body: { code: 0, msg, data: null } });
    }
    const chinese = await api.post(
      '/api/user/extract',
      { ...base, amount: '99999' },
      { token, lang: 'zh-CN' },
    );
    expect(chinese.body.msg).toBe(t('rules.amount.aboveBalance', 'zh-CN'));
    for (const lang of ['en', 'zh-CN', 'ri', 'han', 'tai'] as const) {
      const huge = await api.post(
        '/api/user/extract',
        { ...base, amount: '5000000000000' },
        { token, lang },
      );
      expect(huge.body.msg).toBe(t('rules.amount.tooLarge', lang));
      expect(huge.body.msg).toMatch(/1,000,000\.00/);
    }
  });

  it('never drives the balance below zero under 50 simultaneous withdrawals', async () => {
    const fresh = await api.register('racer@example.com');
    const user = api.db.first(
      api.db.q.selectFrom('users').select('id').where('email', '=', 'racer@example.com'),
    );
    const { moveFunds } = await import('../domain/wallet');
    if (!user) throw new Error('no user');
    api.db.transaction(() =>
      moveFunds(api.db, user, 'recharge', 100000, null, { key: 'recharge', sn: 'RC-TEST' }),
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.post(
          '/api/user/extract',
          { amount: '30', bank_card: '6222020200112233', bank_name: 'Example Bank' },
          { token: fresh },
        ),
      ),
    );
    const accepted = answers.filter((a) => a.body.code === 1).length;
    expect(accepted).toBe(33);
    // Refused by the rule (amount above the balance) or, had it slipped past, by the ledger.
    const refused = [t('rules.amount.aboveBalance'), t('errors.balance.insufficient')];
    expect(answers.filter((a) => refused.includes(a.body.msg))).toHaveLength(17);
    expect(balanceOf(user.id)).toBe(100000 - 33 * 3000);
    expect(balanceOf(user.id)).toBeGreaterThanOrEqual(0);
    expect(ledgerMatches(user.id)).toBe(true);
  });
});

describe('fund records', () => {
  it('pages the bill newest first, each movement with the balance after it', async () => {
    const page = await api.get('/api/user/bill?page=1&limit=2', { token });
    expect(page.body.data.list).toHaveLength(2);
    expect(page.body.data.total).toBeGreaterThan(2);
    const [newest] = page.body.data.list;
    expect(newest.balance).toBe(await balance());
    const recharges = await api.get('/api/user/bill?type=recharge', { token });
    expect(recharges.body.data.list.every((r: { type: string }) => r.type === 'recharge')).toBe(
      true,
    );
  });

  interface BillRecord {
    id: number;
    type: FundKind;
    amount: string;
    balance: string;
    remark: string;
  }

  /** All the demo shopper's fund records, one of each kind, asked in `lang` (or none). */
  async function billIn(lang?: LanguageCode): Promise<BillRecord[]> {
    const answer = await api.get('/api/user/bill?limit=100', { token, ...(lang ? { lang } : {}) });
    return answer.body.data.list as BillRecord[];
  }

  /** The serial of the order, recharge or withdrawal a record belongs to, as the store has it. */
  function serialOf(record: BillRecord): string {
    const { db } = api;
    const fund = db.first(
      db.q.selectFrom('fundRecords').select('refId').where('id', '=', record.id),
    );
    const refId = fund?.refId ?? -1;
    const owners = {
      order_pay: 'orders',
      refund: 'orders',
      recharge: 'recharges',
      withdraw: 'withdrawals',
      withdraw_return: 'withdrawals',
    } as const satisfies Record<FundKind, 'orders' | 'recharges' | 'withdrawals'>;
    const owner = db.first(
      db.q.selectFrom(owners[record.type]).select('sn').where('id', '=', refId),
    );
    if (!owner) throw new Error(`record ${record.id} names nothing`);
    return owner.sn;
  }

  /** Every kind of movement: the seed's recharge, payments and withdrawal, then a return and a refund. */
  async function oneOfEachKind(): Promise<void> {
    const { db } = api;
    const withdrawal = db.first(
      db.q.selectFrom('withdrawals').select('id').where('state', '=', 0).orderBy('id').limit(1),
    );
    const refund = db.first(
      db.q.selectFrom('refunds').select('id').where('state', '=', 0).orderBy('id').limit(1),
    );
    await api.control('POST', `/withdrawals/${withdrawal?.id}/refuse`, { note: 'Card closed' });
    await api.control('POST', `/refunds/${refund?.id}/approve`);
  }

  it("writes every remark in the request's language, with its serial, in all five", async () => {
    await oneOfEachKind();
    const english = await billIn('en');
    expect(new Set(english.map((r) => r.type))).toEqual(
      new Set(['recharge', 'withdraw', 'withdraw_return', 'order_pay', 'refund']),
    );
    const englishTexts: Record<FundKind, (sn: string) => string> = {
      order_pay: (sn) => `Order ${sn}`,
      refund: (sn) => `Refund of order ${sn}`,
      recharge: (sn) => `Recharge ${sn}`,
      withdraw: (sn) => `Withdrawal ${sn}`,
      withdraw_return: (sn) => `Withdrawal ${sn} refused`,
    };
    for (const record of english) {
      expect(record.remark).toBe(englishTexts[record.type](serialOf(record)));
    }

    const order = english.find((r) => r.type === 'order_pay') as BillRecord;
    const orderRemarks: Record<LanguageCode, string> = {
      en: 'Order {sn}',
      'zh-CN': '订单 {sn}',
      ri: '注文 {sn}',
      han: '주문 {sn}',
      tai: 'คำสั่งซื้อ {sn}',
    };
    for (const lang of ['zh-CN', 'ri', 'han', 'tai'] as const) {
      const records = await billIn(lang);
      // The same movements, amounts and balances: only the remarks change language.
      expect(records.map(({ remark: _, ...rest }) => rest)).toEqual(
        english.map(({ remark: _, ...rest }) => rest),
      );
      for (const record of records) {
        const serial = serialOf(record);
        expect(record.remark).toContain(serial);
        // Chinese, Japanese, Korean and Thai are written without Latin letters: none is left.
        expect(record.remark.replace(serial, '')).not.toMatch(/[A-Za-z]/);
      }
      const orderRemark = records.find((r) => r.id === order.id)?.remark;
      expect(orderRemark).toBe(orderRemarks[lang].replace('{sn}', serialOf(order)));
    }
  });

  it('writes remarks in the saved language when the request names none, the header first', async () => {
    await api.get('/api/user/set_language?lang=tai', { token });
    const thai = /[\u0E00-\u0E7F]/;
    const saved = await billIn();
    expect(saved.map((r) => r.remark)).toEqual((await billIn('tai')).map((r) => r.remark));
    expect(saved.every((r) => thai.test(r.remark))).toBe(true);
    const korean = await billIn('han');
    expect(korean.some((r) => thai.test(r.remark))).toBe(false);
    expect(korean.every((r) => /[\uAC00-\uD7AF]/.test(r.remark))).toBe(true);
  });
});
