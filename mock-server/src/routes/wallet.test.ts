import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestApi, multipart, pngBytes } from '../testing/test-api';

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

/** The shopper's fund records sum to the balance: every balance change has its record. */
function ledgerMatches(userId = 1): boolean {
  const user = api.state.users.find((u) => u.id === userId);
  const sum = api.state.funds
    .filter((f) => f.userId === userId)
    .reduce((total, f) => total + f.amount, 0);
  return user?.balance === sum;
}

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
      [{ network: 'BSC' }, 'DEX, BSC and HECO deposits are not supported'],
      [{ network: 'dex' }, 'DEX, BSC and HECO deposits are not supported'],
      [{ network: 'HECO' }, 'DEX, BSC and HECO deposits are not supported'],
      [{ network: 'ERC20' }, "The network must be the same as the withdrawing platform's"],
      [{ network: '' }, 'Please choose a network'],
      [{ address: '' }, 'Please choose the address'],
      [{ amount: '' }, 'Please enter the amount'],
      [{ amount: '1.234' }, 'Please enter a correct amount'],
      [{ amount: 'ten' }, 'Please enter a correct amount'],
      [{ amount: '0' }, 'The amount must be greater than 0'],
      [{ amount: '5' }, 'The amount must be at least 10.00'],
      [{ evidence: '' }, 'Please upload the payment evidence'],
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
      bank_card: '************2233',
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
      [{ amount: '' }, 'Please enter the amount'],
      [{ amount: '0' }, 'The amount must be greater than 0'],
      [{ amount: '-5' }, 'Please enter a correct amount'],
      [{ amount: '9.99' }, 'The amount must be at least 10.00'],
      [{ amount: '99999999' }, 'Insufficient balance'],
      [{ bank_card: ' ' }, 'Please enter the bank card number'],
      [{ bank_name: '' }, 'Please enter the bank name'],
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
      { ...base, amount: '99999999' },
      { token, lang: 'zh-CN' },
    );
    expect(chinese.body.msg).toBe('余额不足');
  });

  it('never drives the balance below zero under 50 simultaneous withdrawals', async () => {
    const fresh = await api.register('racer@example.com');
    const user = api.state.users.find((u) => u.email === 'racer@example.com');
    const { moveFunds } = await import('../domain/wallet');
    if (!user) throw new Error('no user');
    moveFunds(api.state, user, 'recharge', 100000, null, 'test credit');
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
    expect(answers.filter((a) => a.body.msg === 'Insufficient balance')).toHaveLength(17);
    expect(user.balance).toBe(100000 - 33 * 3000);
    expect(user.balance).toBeGreaterThanOrEqual(0);
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
});
