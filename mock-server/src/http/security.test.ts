import { request as httpRequest } from 'node:http';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { translate } from '@storefront/contracts/messages';
import type { MessageKey } from '@storefront/contracts/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { clock } from '../domain/clock';
import { sessionKey } from '../domain/accounts';
import { DB_FILE, IMPORTED_STATE_FILE, STATE_FILE } from '../store/store';
import { TestApi, checkAgainstContract, multipart, pngBytes } from '../testing/test-api';

// The API tried as an attacker would: guessing runs that must stop at their limit, requests a
// cross-site page can make, prototype keys, malformed and oversized bodies, polyglot pictures,
// and what the state file gives away.

const t = (key: MessageKey, lang: Parameters<typeof translate>[1] = 'en') => translate(key, lang);

let api: TestApi;
beforeEach(async () => {
  api = await TestApi.start();
});
afterEach(async () => {
  clock.offsetMs = 0;
  await api.close();
});

interface Sent {
  status: number;
  body: { code: number; msg: string; data: unknown };
  headers: Record<string, unknown>;
}

/** A request from a given client address, its answer checked against the contract. */
async function send(
  method: 'GET' | 'POST',
  url: string,
  options: {
    body?: unknown;
    headers?: Record<string, string>;
    from?: string;
    raw?: string | Buffer;
  } = {},
): Promise<Sent> {
  const response = await api.app.inject({
    method,
    url,
    remoteAddress: options.from ?? '127.0.0.1',
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.raw !== undefined
      ? { payload: options.raw }
      : options.body !== undefined
        ? { payload: JSON.stringify(options.body) }
        : {}),
  });
  const body = response.json() as Sent['body'];
  checkAgainstContract(method, url, response.statusCode, body);
  return { status: response.statusCode, body, headers: response.headers };
}

const login = (account: string, password: string, from?: string) =>
  send('POST', '/api/user/login', {
    body: { account, password },
    ...(from ? { from } : {}),
  });

describe('login guessing', () => {
  // The whole lockout design (slow-downs, device cookies, spraying, IPv6) is in lockout.test.ts.
  it('stops a password-guessing run from one address at 10 failures: the right password is refused there', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await login('demo@example.com', `wrong${i}`)).body.msg).toBe(
        t('errors.login.failed'),
      );
    }
    const right = await login('demo@example.com', 'demo123');
    expect(right.status).toBe(429);
    expect(right.body).toEqual({
      code: 0,
      msg: 'Too many failed logins, please try again in 15 minutes',
      data: null,
    });
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Not from another address: a stranger's failures lock no one else out.
    expect((await login('demo@example.com', 'demo123', '10.9.8.7')).body.code).toBe(1);
    // Once the failures are 15 minutes old, the right password works here again.
    clock.offsetMs = retryAfter * 1000 + 1000;
    expect((await login('demo@example.com', 'demo123')).body.code).toBe(1);
  });

  it('does not let failures sent all at once slip past the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login('demo@example.com', `guess${i}`)),
    );
    const checked = answers.filter((answer) => answer.status === 200);
    expect(checked).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20);
    expect((await login('demo@example.com', 'demo123')).status).toBe(429);
    expect((await login('demo@example.com', 'demo123', '10.9.8.7')).body.code).toBe(1);
  });

  it('backs off a client address that sprays many accounts, not the other clients', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await login(`victim${i}@example.com`, 'guess1', '10.0.0.66')).status).toBe(200);
    }
    expect((await login('victim20@example.com', 'guess1', '10.0.0.66')).status).toBe(429);
    expect((await login('demo@example.com', 'demo123', '10.0.0.66')).status).toBe(429);
    expect((await login('demo@example.com', 'demo123', '10.0.0.67')).body.code).toBe(1);
  });

  it("clears the address's count on a successful login, and follows the limits the control API sets", async () => {
    const set = await api.control('POST', '/limits', { loginFailures: 3, loginWindowMs: 60_000 });
    expect(set.body).toMatchObject({
      ok: true,
      limits: { loginFailures: 3, loginWindowMs: 60_000 },
    });
    for (let i = 0; i < 2; i += 1) await login('demo@example.com', 'nope12', '10.1.1.1');
    expect((await login('demo@example.com', 'demo123', '10.1.1.1')).body.code).toBe(1);
    for (let i = 0; i < 3; i += 1) await login('demo@example.com', 'nope12', '10.1.1.1');
    const refused = await login('demo@example.com', 'demo123', '10.1.1.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.body.msg).toBe('Too many failed logins, please try again in 1 minutes');
    expect((await api.control('GET', '/limits')).body.limits).toMatchObject({ loginFailures: 3 });
    expect((await api.control('POST', '/limits', { loginFailures: -1 })).status).toBe(400);
    const unknown = await api.control('POST', '/limits', { unknown: 1 });
    expect(unknown.body.limits).not.toHaveProperty('unknown');
    expect((await api.control('DELETE', '/limits')).body.limits).toMatchObject({
      loginFailures: 10,
      loginWindowMs: 900_000,
      loginClientFailures: 20,
      loginAccountSlowAfter: 20,
      loginGlobalFailures: 50,
      registerPerClient: 20,
      resetTriesPerClient: 10,
      cardTopUpsPerDay: 5,
    });
    expect((await login('demo@example.com', 'demo123', '10.1.1.1')).body.code).toBe(1);
  });
});

describe('old-password guessing with a stolen session', () => {
  it('refuses the 11th wrong old password of a change; the owner still logs in', async () => {
    const token = await api.login();
    const change = (old: string) =>
      send('POST', '/api/user/resetpwd', {
        body: { old_password: old, new_password: 'stolen1', confirm_password: 'stolen1' },
        headers: { token },
      });
    for (let i = 0; i < 10; i += 1) {
      expect((await change(`guess${i}`)).body.msg).toBe(t('errors.password.oldWrong'));
    }
    const right = await change('demo123');
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // A stolen session cannot lock the owner out: the password is unchanged and still works.
    expect((await login('demo@example.com', 'stolen1', '10.7.7.8')).body.msg).toBe(
      t('errors.login.failed'),
    );
    expect((await login('demo@example.com', 'demo123', '10.7.7.7')).body.code).toBe(1);
  });
});

describe('payment-code guessing', () => {
  it('meets the lock with guesses sent all at once: 4 checked, the rest locked, the right code too', async () => {
    const token = await api.login();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send('POST', '/api/user/verify_pay', {
          // The right code is among them, past the fifth guess.
          body: { pay_password: i === 20 ? '123456' : String(200000 + i) },
          headers: { token },
        }),
      ),
    );
    const messages = answers.map((answer) => answer.body.msg);
    expect(messages.filter((msg) => msg.startsWith('The payment code is wrong'))).toHaveLength(4);
    expect(messages.filter((msg) => msg === t('errors.payPassword.locked'))).toHaveLength(36);
    const right = await send('POST', '/api/user/verify_pay', {
      body: { pay_password: '123456' },
      headers: { token },
    });
    expect(right.body.msg).toBe(t('errors.payPassword.locked'));
  });
});

describe('reset-code guessing', () => {
  const reset = (code: string, from?: string) =>
    send('POST', '/api/user/forgot_reset', {
      body: {
        email: 'demo@example.com',
        code,
        new_password: 'taken1',
        confirm_password: 'taken1',
      },
      ...(from ? { from } : {}),
    });
  async function mailedCode(): Promise<string> {
    const outbox = await api.control('GET', '/outbox?to=demo@example.com');
    return (outbox.body.mails as Array<{ code: string }>)[0]?.code ?? '';
  }
  const wrongCodes = (right: string, count: number) =>
    Array.from({ length: count }, (_, i) =>
      String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'),
    );

  it('kills a code after 5 wrong tries: the right code no longer works', async () => {
    expect(
      (await send('POST', '/api/user/forgot_send_code', { body: { email: 'demo@example.com' } }))
        .body.code,
    ).toBe(1);
    const code = await mailedCode();
    for (const wrong of wrongCodes(code, 5)) {
      expect((await reset(wrong, '10.2.0.1')).body.msg).toBe(t('errors.code.wrong'));
    }
    expect((await reset(code)).body.msg).toBe(t('errors.code.wrong'));
    expect((await login('demo@example.com', 'demo123')).body.code).toBe(1);
  });

  it('counts guesses sent all at once: 30 of them, from 30 addresses, cannot find the code', async () => {
    await send('POST', '/api/user/forgot_send_code', { body: { email: 'demo@example.com' } });
    const code = await mailedCode();
    const answers = await Promise.all(
      wrongCodes(code, 30).map((wrong, i) => reset(wrong, `10.2.1.${i + 1}`)),
    );
    expect(answers.every((answer) => answer.body.msg === t('errors.code.wrong'))).toBe(true);
    expect((await reset(code)).body.code).toBe(0);
    expect((await login('demo@example.com', 'demo123')).body.code).toBe(1);
  }, 60_000);

  it('kills a code after its 10 minutes', async () => {
    await send('POST', '/api/user/forgot_send_code', { body: { email: 'demo@example.com' } });
    const code = await mailedCode();
    clock.offsetMs = 10 * 60 * 1000 + 1000;
    expect((await reset(code)).body.msg).toBe(t('errors.code.wrong'));
  });

  it('sends at most 3 codes an hour for one address and 5 in all from one client; others are not refused', async () => {
    const ask = (email: string, from: string) =>
      send('POST', '/api/user/forgot_send_code', { body: { email }, from });
    for (let i = 0; i < 3; i += 1) {
      expect((await ask('demo@example.com', '10.3.0.1')).body.code).toBe(1);
      // One a minute for one address from one client (a refusal, HTTP 200).
      expect((await ask('demo@example.com', '10.3.0.1')).body.msg).toBe(t('errors.code.tooSoon'));
      clock.offsetMs += 61_000;
    }
    const fourth = await ask('demo@example.com', '10.3.0.1');
    expect(fourth.status).toBe(429);
    expect(fourth.body.msg).toMatch(/^Too many codes requested, please try again in \d+ minutes$/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(50 * 60);
    // The owner, elsewhere, is not refused because of them.
    expect((await ask('demo@example.com', '10.3.0.2')).body.code).toBe(1);
    // Five different addresses from one client, the sixth refused: unknown addresses count too,
    // so the limit does not tell who has an account.
    for (let i = 0; i < 5; i += 1) {
      expect((await ask(`someone${i}@example.com`, '10.4.0.1')).body.code).toBe(1);
    }
    expect((await ask('someone9@example.com', '10.4.0.1')).status).toBe(429);
    expect((await ask('someone9@example.com', '10.4.0.2')).body.code).toBe(1);
  });
});

describe('cross-site requests', () => {
  it('refuses a form-encoded withdrawal (what an auto-submitted form sends) with 415 and creates nothing', async () => {
    const token = await api.login();
    const withdrawals = () => api.db.all(api.db.q.selectFrom('withdrawals').select('id'));
    const before = withdrawals().length;
    const form = await send('POST', '/api/user/extract', {
      raw: 'amount=50&bank_card=6222020200112233445&bank_name=Evil',
      headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body).toEqual({ code: 0, msg: t('errors.request.unsupportedType'), data: null });
    const text = await send('POST', '/api/user/extract', {
      raw: '{"amount":"50","bank_card":"6222020200112233445","bank_name":"Evil"}',
      headers: { token, 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const parts = multipart('amount', 'a.txt', Buffer.from('50'), 'text/plain');
    const multi = await send('POST', '/api/user/extract', {
      raw: parts.payload,
      headers: { token, ...parts.headers },
    });
    expect(multi.status).toBe(415);
    expect(withdrawals()).toHaveLength(before);
  });

  it('refuses a cookie-only call even with a valid session in the cookie', async () => {
    const token = await api.login();
    const addresses = () => api.db.all(api.db.q.selectFrom('addresses').select('id').orderBy('id'));
    const before = addresses();
    const answer = await send('GET', `/api/user/address_del?id=${before[0]?.id}`, {
      headers: { cookie: `Admin-Token=${token}`, lang: 'ri' },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.msg).toBe(t('errors.loginFirst', 'ri'));
    expect(addresses()).toEqual(before);
  });
});

describe('requests no client should be able to turn into a 5xx', () => {
  it('answers every operation within the contract when lang is a prototype key', async () => {
    const token = await api.login();
    // The chat's operations belong to the chat extension, tried in its own tests.
    const operations = api.app.contract.operations.filter((o) => !o.tags.includes('chat'));
    for (const lang of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype']) {
      for (const operation of operations) {
        const url = `${operation.path.replace(/\{[^}]+\}/g, '1')}?lang=${lang}`;
        const multipartBody = operation.bodyType?.startsWith('multipart/');
        const answer = await send(operation.method as 'GET' | 'POST', url, {
          headers: { token, lang },
          ...(operation.method === 'POST' && !multipartBody ? { body: {} } : {}),
        });
        expect(answer.status, `${operation.operationId} lang=${lang}`).toBeLessThan(500);
        expect(answer.body.msg.length, operation.operationId).toBeGreaterThan(0);
      }
    }
    const help = await send('GET', '/api/user/help_support', { headers: { lang: '__proto__' } });
    expect(help.body.data).toEqual([expect.objectContaining({ id: 1, title: expect.any(String) })]);
    const home = await send('GET', '/api/index/index', { headers: { lang: 'constructor' } });
    expect(
      (home.body.data as { notices: unknown[] }).notices.every((n) => typeof n === 'string'),
    ).toBe(true);
  });

  it('answers malformed multipart bodies on the upload with 400, never a 5xx', async () => {
    const token = await api.login();
    const boundary = 'xYzBoundary';
    const bodies: Array<[string, string | Buffer]> = [
      [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`,
      ],
      [`multipart/form-data; boundary=${boundary}`, 'not multipart at all'],
      [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nbroken header line\r\n\r\nxx\r\n--${boundary}--\r\n`,
      ],
      ['multipart/form-data', `--${boundary}\r\n\r\n`],
      ['multipart/form-data; boundary=', 'x'],
    ];
    for (const [type, payload] of bodies) {
      const answer = await send('POST', '/api/upload/image', {
        raw: payload,
        headers: { token, 'content-type': type },
      });
      expect([400, 200], `${type} ${String(payload).slice(0, 30)}`).toContain(answer.status);
      expect(answer.body.code).toBe(0);
      expect(answer.body.msg.length).toBeGreaterThan(0);
    }
    const torn = await send('POST', '/api/upload/image', {
      raw: bodies[0]?.[1] ?? '',
      headers: { token, 'content-type': bodies[0]?.[0] ?? '' },
    });
    expect(torn.status).toBe(400);
    // The server still answers.
    expect((await send('GET', '/api/user/getUserInfo', { headers: { token } })).body.code).toBe(1);
  });

  it('answers a JSON body above 1 MiB with 413 and its own message, not the upload limit', async () => {
    const token = await api.login();
    const huge = JSON.stringify({ product_id: 1, quantity: 1, pad: 'x'.repeat(1024 * 1024) });
    for (const url of ['/api/cart/add', '/api/user/login', '/api/user/logout']) {
      const answer = await send('POST', url, {
        raw: huge,
        headers: { token, 'content-type': 'application/json', lang: 'han' },
      });
      expect(answer.status, url).toBe(413);
      expect(answer.body).toEqual({
        code: 0,
        msg: t('errors.request.tooLarge', 'han'),
        data: null,
      });
    }
  });

  it('answers a URL above 16 KB with the envelope (431), not the framework body', async () => {
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    const address = api.app.server.address() as { port: number };
    const answer = await new Promise<{
      status: number;
      type: string;
      headers: Record<string, unknown>;
      body: string;
    }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port: address.port,
          path: `/api/index/index?x=${'a'.repeat(17 * 1024)}`,
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              type: String(response.headers['content-type']),
              headers: response.headers,
              body,
            }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    // Written before Fastify sees the request, yet with the headers every answer carries.
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(JSON.parse(answer.body)).toEqual({
      code: 0,
      msg: t('errors.request.tooLong'),
      data: null,
    });
  });
});

describe('pictures are what they claim', () => {
  let token: string;
  beforeEach(async () => {
    token = await api.login();
  });
  const upload = async (bytes: Buffer) => {
    const { payload, headers } = multipart('file', 'picture.png', bytes);
    return send('POST', '/api/upload/image', { raw: payload, headers: { ...headers, token } });
  };
  const gifHeader = (width: number, height: number) => {
    const header = Buffer.alloc(13);
    header.write('GIF89a', 0, 'latin1');
    header.writeUInt16LE(width, 6);
    header.writeUInt16LE(height, 8);
    return header;
  };

  it('refuses a GIF header followed by a web page (a polyglot)', async () => {
    const page = Buffer.from(
      '<html><body><script>fetch("/api/user/extract")</script></body></html>',
    );
    for (const html of [
      page,
      Buffer.from('<!DOCTYPE html><p>hi'),
      Buffer.from('<SvG onload=alert(1)>'),
    ]) {
      const answer = await upload(Buffer.concat([gifHeader(30, 20), Buffer.alloc(40), html]));
      expect(answer.body).toEqual({ code: 0, msg: t('errors.upload.notImage'), data: null });
    }
    const scripted = Buffer.concat([pngBytes(4, 4), Buffer.from('\n<ScRiPt src=//evil></script>')]);
    expect((await upload(scripted)).body.msg).toBe(t('errors.upload.notImage'));
    expect(api.db.all(api.db.q.selectFrom('uploads').select('id'))).toHaveLength(0);
    // The same picture without the page is fine.
    expect((await upload(Buffer.concat([gifHeader(30, 20), Buffer.alloc(40)]))).body.code).toBe(1);
  });

  it('refuses a 69-byte PNG that declares 100,000 x 100,000 pixels, and anything above 40 megapixels', async () => {
    const bomb = pngBytes(100_000, 100_000);
    expect(bomb.length).toBe(49);
    const padded = Buffer.concat([bomb, Buffer.alloc(20)]);
    expect(padded.length).toBe(69);
    expect((await upload(padded)).body).toEqual({
      code: 0,
      msg: t('errors.upload.tooManyPixels'),
      data: null,
    });
    expect((await upload(pngBytes(8000, 5001))).body.msg).toBe(t('errors.upload.tooManyPixels'));
    expect((await upload(pngBytes(1, 70_000))).body.msg).toBe(t('errors.upload.tooManyPixels'));
    expect((await upload(pngBytes(8000, 5000))).body.code).toBe(1);
  });

  it('refuses a file whose first bytes and decoded type disagree', async () => {
    // A JPEG signature in front of a GIF: the decoder does not read a JPEG.
    const mixed = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff]),
      gifHeader(5, 5),
      Buffer.alloc(30),
    ]);
    expect((await upload(mixed)).body.msg).toBe(t('errors.upload.notImage'));
  });
});

describe('secrets at rest', () => {
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  async function dataDir(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'mock-secrets-'));
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

  it('keeps no session token or reset code readable in the database file, written for its owner only', async () => {
    const dir = await dataDir();
    const disk = await TestApi.start({ dataDir: dir });
    try {
      const token = await disk.login();
      await disk.post('/api/user/forgot_send_code', { email: 'demo@example.com' });
      const mails = (await disk.control('GET', '/outbox')).body.mails as Array<{ code: string }>;
      const code = mails[0]?.code ?? '';
      const chat = await issueChatTokenFor(disk, token);
      const text = await databaseBytes(dir);
      expect(text).not.toContain(token);
      expect(text).toContain(sessionKey(token));
      expect(text).not.toContain(chat);
      const resetCodes = disk.db.all(disk.db.q.selectFrom('resetCodes').selectAll());
      expect(resetCodes.length).toBeGreaterThan(0);
      for (const entry of resetCodes) {
        expect(entry).not.toHaveProperty('code');
        expect(String(entry.codeHash)).toMatch(/^scrypt\$/);
        expect(String(entry.codeHash)).not.toContain(code);
      }
      for (const name of [DB_FILE, `${DB_FILE}-wal`]) {
        expect(((await stat(join(dir, name))).mode & 0o777).toString(8)).toBe('600');
      }
    } finally {
      await disk.close();
    }
  });

  it('loads a state file of the previous version with tokens in clear: sessions keep working, hashed', async () => {
    const dir = await dataDir();
    // The seed as a state file of the version before the database (store/testing/fixtures).
    const old = JSON.parse(
      await readFile(
        join(import.meta.dirname, '..', 'store', 'testing', 'fixtures', 'state-v1.json'),
        'utf8',
      ),
    ) as Record<string, unknown>;
    delete old.secrets;
    const clearToken = 'ab'.repeat(32);
    old.sessions = {
      [clearToken]: { token: clearToken, userId: 1, expiresAt: Date.now() + 3_600_000 },
    };
    old.resetCodes = [
      {
        email: 'demo@example.com',
        code: '424242',
        sentAt: Date.now(),
        expiresAt: Date.now() + 600_000,
        used: false,
      },
    ];
    await writeFile(join(dir, STATE_FILE), JSON.stringify(old));
    const app = await buildApp({ dataDir: dir });
    try {
      const info = await app.inject({
        method: 'GET',
        url: '/api/user/getUserInfo',
        headers: { token: clearToken },
      });
      expect(info.json()).toMatchObject({ code: 1, data: { email: 'demo@example.com' } });
      // The old clear code is dropped: it cannot be used, and the file no longer holds it.
      const reset = await app.inject({
        method: 'POST',
        url: '/api/user/forgot_reset',
        payload: {
          email: 'demo@example.com',
          code: '424242',
          new_password: 'taken1',
          confirm_password: 'taken1',
        },
      });
      expect(reset.json()).toMatchObject({ code: 0 });
      const text = await databaseBytes(dir);
      expect(text).not.toContain(clearToken);
      expect(text).not.toContain('424242');
      // The session is kept under the hash of its token; the old code only as a used one, with
      // nothing of the code.
      const { db } = app.store;
      expect(db.all(db.q.selectFrom('sessions').select('key'))).toEqual([
        { key: sessionKey(clearToken) },
      ]);
      expect(db.all(db.q.selectFrom('resetCodes').select(['codeHash', 'used']))).toEqual([
        { codeHash: '', used: 1 },
      ]);
      // The imported file is kept as it was, for its owner only.
      const kept = join(dir, IMPORTED_STATE_FILE);
      expect(((await stat(kept)).mode & 0o777).toString(8)).toBe('600');
    } finally {
      await app.close();
    }
  });
});

/** A chat token issued to the shopper (getWebSocketUrl is a chat operation: issue it directly). */
async function issueChatTokenFor(disk: TestApi, token: string): Promise<string> {
  const { issueChatToken } = await import('../chat/chat-handlers');
  return issueChatToken(disk.db, 'u1', token);
}
