import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadContract, resolveRef } from './load-contract';
import { HIDDEN, createSecretFields } from './secret-fields';

// What a log shows of an exchange: every value the contract marks secret (x-secret) is hidden,
// whatever its JSON type, in bodies, answers and query strings; nothing else is.

const secrets = createSecretFields();

const hidden = (method: string, url: string, body: unknown) =>
  JSON.parse(secrets.hideInRequest(method, url, JSON.stringify(body)) ?? 'null') as unknown;

describe('secret fields of the contract', () => {
  it('marks every field that holds a password, a code, card data or a token', () => {
    const document = loadContract();
    const looksSecret = /password|pwd|pay_?code|cvc|cvv|card_?(no|num)|bank_card|expiry|token/i;
    const unmarked: string[] = [];
    // Named like a secret, holding none: a yes/no, and a card as its brand and last four digits.
    const notSecret = /\.pay_password_set$|answer\.data(\.list\[\])?\.bank_card$/;
    // In a request `code` is a reset code; in an answer it is the envelope's result.
    const visit = (schema: unknown, where: string, depth = 0): void => {
      const request = where.includes(' request');
      const resolved = resolveRef(document, schema) as Record<string, unknown> | undefined;
      if (!resolved || typeof resolved !== 'object' || depth > 12) return;
      const properties = (resolved.properties ?? {}) as Record<string, unknown>;
      for (const [name, field] of Object.entries(properties)) {
        const inner = resolveRef(document, field) as Record<string, unknown>;
        const suspect = looksSecret.test(name) || (request && name === 'code');
        const path = `${where}.${name}`;
        if (suspect && inner['x-secret'] !== true && !notSecret.test(path)) unmarked.push(path);
        visit(field, `${where}.${name}`, depth + 1);
      }
      for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
        for (const sub of (resolved[key] as unknown[] | undefined) ?? [])
          visit(sub, where, depth + 1);
      }
      if (resolved.items) visit(resolved.items, `${where}[]`, depth + 1);
    };
    for (const { operation } of listOperations(document)) {
      const body = resolveRef(document, operation.requestBody) as
        { content?: Record<string, { schema?: unknown }> } | undefined;
      visit(body?.content?.['application/json']?.schema, `${operation.operationId} request`);
      const ok = resolveRef(document, operation.responses['200']) as
        { content?: Record<string, { schema?: unknown }> } | undefined;
      visit(ok?.content?.['application/json']?.schema, `${operation.operationId} answer`);
    }
    expect(unmarked).toEqual([]);
    expect([...secrets.names].sort()).toEqual(
      expect.arrayContaining([
        'bank_card',
        'card_number',
        'code',
        'cvc',
        'new_password',
        'old_pay_password',
        'password',
        'pay_password',
        'token',
      ]),
    );
  });

  it('hides a secret field whatever its JSON type, and nothing else', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (password) => {
        const shown = hidden('POST', '/api/user/login', {
          account: 'demo@example.com',
          password,
        });
        expect(shown).toEqual({ account: 'demo@example.com', password: HIDDEN });
      }),
      { numRuns: 200 },
    );
    expect(
      hidden('POST', '/api/user/extract', {
        amount: '50',
        bank_card: '6222020200112233',
        bank_name: 'Example Bank',
      }),
    ).toEqual({ amount: '50', bank_card: HIDDEN, bank_name: 'Example Bank' });
    expect(
      hidden('POST', '/api/user/rechargeCard', {
        amount: '5',
        card_number: ['4242424242424242'],
        expiry: '12/30',
        cvc: { value: '123' },
        holder: 'Ana',
      }),
    ).toEqual({ amount: '5', card_number: HIDDEN, expiry: HIDDEN, cvc: HIDDEN, holder: 'Ana' });
  });

  it('hides a secret name the operation does not declare, and a __proto__ key stays a field', () => {
    expect(
      hidden('POST', '/api/cart/add', { product_id: 1, quantity: 1, password: 'x', token: 't' }),
    ).toEqual({ product_id: 1, quantity: 1, password: HIDDEN, token: HIDDEN });
    expect(hidden('POST', '/api/no/such/operation', { code: '123456', note: 'kept' })).toEqual({
      code: HIDDEN,
      note: 'kept',
    });
    const text = secrets.hideInRequest(
      'POST',
      '/api/user/login',
      '{"__proto__":{"password":"p"},"password":"p"}',
    );
    expect(text).toBe(`{"__proto__":{"password":"${HIDDEN}"},"password":"${HIDDEN}"}`);
    expect(({} as { password?: unknown }).password).toBeUndefined();
  });

  it('keeps no text it cannot read', () => {
    expect(secrets.hideInRequest('POST', '/api/user/login', 'account=a&password=p')).toBeNull();
    expect(secrets.hideInResponse('GET', '/api/index/index', 200, '<html>')).toBeNull();
  });

  it("hides the answers' tokens, not the envelope's code", () => {
    const answer = {
      code: 1,
      msg: 'ok',
      data: {
        userinfo: { id: 1, email: 'a@b.c', nickname: 'A', avatar: '', token: 'abc', expires_in: 9 },
      },
    };
    const shown = JSON.parse(
      secrets.hideInResponse('POST', '/api/user/login', 200, JSON.stringify(answer)) ?? 'null',
    ) as typeof answer;
    expect(shown.code).toBe(1);
    expect(shown.data.userinfo).toMatchObject({ email: 'a@b.c', token: HIDDEN });
    const chat = secrets.hideInResponse(
      'GET',
      '/api/chat/getWebSocketUrl',
      200,
      JSON.stringify({ code: 1, msg: 'ok', data: { uid: 'u1', token: 't', ws_url: 'ws://a/ws' } }),
    );
    expect(JSON.parse(chat ?? 'null')).toMatchObject({ data: { uid: 'u1', token: HIDDEN } });
    // An answer of no operation, or of a status no operation declares: the envelope stays.
    expect(
      secrets.hideInResponse('GET', '/api/nothing', 503, '{"code":503,"msg":"x","data":null}'),
    ).toBe('{"code":503,"msg":"x","data":null}');
  });

  it('drops the values of secret query parameters, keeps the others as they came', () => {
    expect(secrets.hideInUrl('GET', '/api/user/getUserInfo?token=abc&lang=en')).toBe(
      `/api/user/getUserInfo?token=${HIDDEN}&lang=en`,
    );
    expect(secrets.hideInUrl('GET', '/api/index/product?page=1&pass%77ord=x&keyword=a%20b')).toBe(
      `/api/index/product?page=1&pass%77ord=${HIDDEN}&keyword=a%20b`,
    );
    expect(secrets.hideInUrl('GET', '/api/index/product?page=1')).toBe('/api/index/product?page=1');
    expect(secrets.hideInUrl('GET', '/api/index/product')).toBe('/api/index/product');
  });
});
