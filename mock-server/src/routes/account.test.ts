import { translate } from '@storefront/contracts/messages';
import type { MessageKey } from '@storefront/contracts/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clock } from '../domain/clock';
import { TestApi } from '../testing/test-api';

/** The shared catalogue's text: what the shopper reads. */
const t = (key: MessageKey, lang: Parameters<typeof translate>[1] = 'en') => translate(key, lang);

let api: TestApi;
beforeEach(async () => {
  api = await TestApi.start();
});
afterEach(async () => {
  clock.offsetMs = 0;
  await api.close();
});

describe('login and session', () => {
  it('logs the demo shopper in, returns a token and sets the Admin-Token cookie', async () => {
    const answer = await api.post('/api/user/login', {
      account: 'demo@example.com',
      password: 'demo123',
    });
    expect(answer.body.code).toBe(1);
    expect(answer.body.data.userinfo.token).toMatch(/^[0-9a-f]{64}$/);
    expect(String(answer.headers['set-cookie'])).toMatch(
      /^Admin-Token=[0-9a-f]{64}; Max-Age=259200; Path=\//,
    );
  });

  it('never takes the Admin-Token cookie as a credential: only the token header signs in', async () => {
    const token = await api.login();
    // What a cross-site link or form makes the browser send: the cookie, no header.
    const byCookie = await api.get('/api/user/getUserInfo', {
      headers: { cookie: `Admin-Token=${token}` },
    });
    expect(byCookie.status).toBe(401);
    expect(byCookie.body.msg).toBe(t('errors.loginFirst'));
    const addresses = () => api.db.all(api.db.q.selectFrom('addresses').select('id').orderBy('id'));
    const before = addresses();
    const deleted = await api.get(`/api/user/address_del?id=${before[0]?.id ?? 1}`, {
      headers: { cookie: `Admin-Token=${token}` },
    });
    expect(deleted.status).toBe(401);
    expect(addresses()).toEqual(before);
    const byHeader = await api.get('/api/user/getUserInfo', { token });
    expect(byHeader.body.data.email).toBe('demo@example.com');
  });

  it('gives user info with a positive balance, the language object and the payment-code flag', async () => {
    const info = await api.get('/api/user/getUserInfo', { token: await api.login() });
    expect(Number(info.body.data.money)).toBeGreaterThan(4000);
    expect(info.body.data.lang).toEqual({
      language_name: 'English',
      chinese_name: '英语',
      file_name: 'en',
    });
    expect(info.body.data.pay_password_set).toBe(true);
    expect(info.body.data.frozen_money).toBe('100.00');
  });

  it('refuses wrong credentials, an empty account and a malformed e-mail with clear messages', async () => {
    const wrong = await api.post('/api/user/login', {
      account: 'demo@example.com',
      password: 'nope123',
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({ code: 0, msg: t('errors.login.failed'), data: null });
    const empty = await api.post('/api/user/login', { account: '', password: '' });
    expect(empty.body.msg).toBe(t('rules.account.required'));
    const noPassword = await api.post('/api/user/login', {
      account: 'demo@example.com',
      password: '',
    });
    expect(noPassword.body.msg).toBe(t('rules.password.required'));
    const badEmail = await api.post(
      '/api/user/login',
      { account: 'demo', password: 'demo123' },
      { lang: 'ri' },
    );
    expect(badEmail.body.msg).toBe(t('rules.email.invalid', 'ri'));
  });

  it('answers a body that does not match the contract with HTTP 400 and code 0', async () => {
    const answer = await api.post('/api/user/login', { account: 'demo@example.com' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(0);
    expect(answer.body.msg).toBe('password is required');
  });

  it('revokes the token on logout', async () => {
    const token = await api.login();
    const out = await api.post('/api/user/logout?lang=zh-cn', undefined, { token });
    expect(out.body.code).toBe(1);
    const after = await api.get('/api/user/getUserInfo', { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 401, msg: t('errors.loginFirst'), data: null });
  });

  it('expires a token after three days', async () => {
    const token = await api.login();
    clock.offsetMs = 3 * 24 * 3600 * 1000 + 1000;
    expect((await api.get('/api/user/getUserInfo', { token })).status).toBe(401);
  });
});

describe('register', () => {
  it('creates an account that can log in, with no payment code and an empty wallet', async () => {
    const token = await api.register('new@example.com');
    const info = await api.get('/api/user/getUserInfo', { token });
    expect(info.body.data).toMatchObject({
      email: 'new@example.com',
      money: '0.00',
      pay_password_set: false,
    });
    expect(await api.login('new@example.com', 'secret1')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('applies the rules of spec section 5', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [
        { email: 'bad', password: 'secret1', confirm_password: 'secret1' },
        t('rules.email.invalid'),
      ],
      [
        { email: 'a@b.co', password: '12345', confirm_password: '12345' },
        t('rules.password.tooShort'),
      ],
      [
        { email: 'a@b.co', password: 'secret1', confirm_password: 'secret2' },
        t('rules.password.mismatch'),
      ],
      [
        { email: 'a@b.co', password: 'secret1', confirm_password: 'secret1', mobile: '12ab' },
        t('rules.mobile.invalid'),
      ],
      [
        { email: 'demo@example.com', password: 'secret1', confirm_password: 'secret1' },
        t('errors.register.emailTaken'),
      ],
    ];
    for (const [body, msg] of cases) {
      const answer = await api.post('/api/user/register', body);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ code: 0, msg, data: null });
    }
  });
});

describe('profile and language', () => {
  it('updates the nickname and mobile, refusing a wrong mobile', async () => {
    const token = await api.login();
    const changed = await api.post(
      '/api/user/profile',
      { nickname: 'Neo', mobile: '+442079460958' },
      { token },
    );
    expect(changed.body.data).toMatchObject({ nickname: 'Neo', mobile: '+442079460958' });
    const wrong = await api.post('/api/user/profile', { mobile: 'call me' }, { token });
    expect(wrong.body.msg).toBe(t('rules.mobile.invalid'));
  });

  it('lists the five languages and saves the chosen one, which then speaks the messages', async () => {
    const list = await api.get('/api/user/language_list');
    expect(list.body.data.map((l: { file_name: string }) => l.file_name)).toEqual([
      'en',
      'zh-CN',
      'ri',
      'han',
      'tai',
    ]);
    const token = await api.login();
    const set = await api.get('/api/user/set_language?lang=han', { token });
    expect(set.body.data.file_name).toBe('han');
    const refused = await api.post(
      '/api/user/resetpwd',
      { old_password: 'demo123', new_password: 'abc', confirm_password: 'abc' },
      { token },
    );
    expect(refused.body.msg).toBe(t('rules.password.tooShort', 'han'));
    const refusedInEnglish = await api.post(
      '/api/user/resetpwd',
      { old_password: 'demo123', new_password: 'abc', confirm_password: 'abc' },
      { token, lang: 'en' },
    );
    expect(refusedInEnglish.body.msg).toBe(t('rules.password.tooShort'));
  });

  it('refuses an unknown language code by the contract', async () => {
    const answer = await api.get('/api/user/set_language?lang=fr', { token: await api.login() });
    expect(answer.status).toBe(400);
  });

  it('serves help and law texts in the asked language', async () => {
    for (const [lang, title] of [
      ['en', 'Help and support'],
      ['zh-CN', '帮助与支持'],
      ['tai', 'ความช่วยเหลือและการสนับสนุน'],
    ]) {
      const help = await api.get('/api/user/help_support', { lang });
      expect(help.body.data[0].title).toBe(title);
    }
    const law = await api.get('/api/user/law', { lang: 'ri' });
    expect(law.body.data[0].title).toBe('規約とポリシー');
  });
});

describe('passwords', () => {
  it('changes the login password with the old one; the old password and every session stop working', async () => {
    const token = await api.login();
    const wrongOld = await api.post(
      '/api/user/resetpwd',
      { old_password: 'nope12', new_password: 'demo456', confirm_password: 'demo456' },
      { token },
    );
    expect(wrongOld.body.msg).toBe(t('errors.password.oldWrong'));
    const same = await api.post(
      '/api/user/resetpwd',
      { old_password: 'demo123', new_password: 'demo123', confirm_password: 'demo123' },
      { token },
    );
    expect(same.body.msg).toBe(t('rules.password.sameAsOld'));
    const ok = await api.post(
      '/api/user/resetpwd',
      { old_password: 'demo123', new_password: 'demo456', confirm_password: 'demo456' },
      { token },
    );
    expect(ok.body.code).toBe(1);
    expect((await api.get('/api/user/getUserInfo', { token })).status).toBe(401);
    const old = await api.post('/api/user/login', {
      account: 'demo@example.com',
      password: 'demo123',
    });
    expect(old.body.code).toBe(0);
    expect(await api.login('demo@example.com', 'demo456')).toBeTruthy();
  });

  it('sets the payment code the first time without an old one, then changes it only with the old one', async () => {
    const token = await api.register('payer@example.com');
    expect((await api.get('/api/user/pay_password_status', { token })).body.data).toEqual({
      is_set: false,
    });
    const withOld = await api.post(
      '/api/user/resetPay',
      { old_pay_password: '111111', new_pay_password: '222222', confirm_pay_password: '222222' },
      { token },
    );
    expect(withOld.body.msg).toBe(t('rules.payPassword.oldMustBeEmpty'));
    const letters = await api.post(
      '/api/user/resetPay',
      { new_pay_password: '12ab56', confirm_pay_password: '12ab56' },
      { token },
    );
    expect(letters.body.msg).toBe(t('rules.payPassword.digits'));
    const short = await api.post(
      '/api/user/resetPay',
      { new_pay_password: '12345', confirm_pay_password: '12345' },
      { token },
    );
    expect(short.body.msg).toBe(t('rules.payPassword.tooShort'));
    const first = await api.post(
      '/api/user/resetPay',
      { new_pay_password: '222222', confirm_pay_password: '222222' },
      { token },
    );
    expect(first.body.code).toBe(1);
    const withoutOld = await api.post(
      '/api/user/resetPay',
      { new_pay_password: '333333', confirm_pay_password: '333333' },
      { token },
    );
    expect(withoutOld.body.msg).toBe(t('rules.payPassword.oldRequired'));
    const mismatch = await api.post(
      '/api/user/resetPay',
      { old_pay_password: '222222', new_pay_password: '333333', confirm_pay_password: '333334' },
      { token },
    );
    expect(mismatch.body.msg).toBe(t('rules.payPassword.mismatch'));
    const changed = await api.post(
      '/api/user/resetPay',
      { old_pay_password: '222222', new_pay_password: '333333', confirm_pay_password: '333333' },
      { token },
    );
    expect(changed.body.code).toBe(1);
    expect(
      (await api.post('/api/user/verify_pay', { pay_password: '333333' }, { token })).body.data,
    ).toEqual({ verified: true });
  });

  it('locks the payment code for 15 minutes after 5 wrong tries, even for the right code', async () => {
    const token = await api.login();
    for (let i = 1; i <= 4; i += 1) {
      const wrong = await api.post('/api/user/verify_pay', { pay_password: '000000' }, { token });
      // Each refusal says how many tries are left before the lock.
      expect(wrong.body.msg).toBe(
        `The payment code is wrong, ${5 - i} more wrong tries lock it for 15 minutes`,
      );
    }
    const fifth = await api.post('/api/user/verify_pay', { pay_password: '000000' }, { token });
    expect(fifth.body.msg).toBe(t('errors.payPassword.locked'));
    const right = await api.post('/api/user/verify_pay', { pay_password: '123456' }, { token });
    expect(right.body.msg).toBe(t('errors.payPassword.locked'));
    clock.offsetMs = 15 * 60 * 1000 + 1000;
    expect(
      (await api.post('/api/user/verify_pay', { pay_password: '123456' }, { token })).body.code,
    ).toBe(1);
  });

  it('resets a forgotten password with the one-time code from the outbox, once', async () => {
    const token = await api.login();
    const sent = await api.post('/api/user/forgot_send_code', { email: 'demo@example.com' });
    expect(sent.body.data).toEqual({ expires_in: 600, resend_in: 60 });
    const again = await api.post('/api/user/forgot_send_code', { email: 'demo@example.com' });
    expect(again.body.msg).toBe(t('errors.code.tooSoon'));
    const unknown = await api.post('/api/user/forgot_send_code', { email: 'nobody@example.com' });
    expect(unknown.body.code).toBe(1);
    const outbox = await api.control('GET', '/outbox?to=demo@example.com');
    const mails = outbox.body.mails as Array<{ code: string }>;
    expect(mails).toHaveLength(1);
    const code = mails[0]?.code ?? '';
    const badCode = await api.post('/api/user/forgot_reset', {
      email: 'demo@example.com',
      code: '000000',
      new_password: 'fresh1',
      confirm_password: 'fresh1',
    });
    expect(badCode.body.msg).toBe(t('errors.code.wrong'));
    const reset = await api.post('/api/user/forgot_reset', {
      email: 'demo@example.com',
      code,
      new_password: 'fresh1',
      confirm_password: 'fresh1',
    });
    expect(reset.body.code).toBe(1);
    const reused = await api.post('/api/user/forgot_reset', {
      email: 'demo@example.com',
      code,
      new_password: 'fresh2',
      confirm_password: 'fresh2',
    });
    expect(reused.body.code).toBe(0);
    // Every session ended with the reset.
    expect((await api.get('/api/user/getUserInfo', { token })).status).toBe(401);
    expect(await api.login('demo@example.com', 'fresh1')).toBeTruthy();
  });
});
