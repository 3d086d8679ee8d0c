import { translate } from '@storefront/contracts/messages';
import type { MessageKey } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServedContract as loadContract } from '@storefront/contracts/load-contract';
import { createChat } from '../chat/chat-extension';
import { shopHandlers } from '../routes/handlers';
import { TestApi } from '../testing/test-api';

/** The shared catalogue's text: what the shopper reads. */
const t = (key: MessageKey, lang: Parameters<typeof translate>[1] = 'en') => translate(key, lang);

const contract = loadContract();
/** The chat operations are answered by the chat gateway's extension (src/chat), not by the shop. */
const shopOperations = contract.operations.filter((operation) => !operation.tags.includes('chat'));

let api: TestApi;
let validToken: string;
beforeAll(async () => {
  api = await TestApi.start();
  validToken = await api.login();
});
afterAll(async () => {
  await api.close();
});

describe('operations of the contract', () => {
  it('has a handler for every shop operation, and no handler for an operation the contract lacks', () => {
    const missing = shopOperations.map((o) => o.operationId).filter((id) => !shopHandlers[id]);
    expect(missing).toEqual([]);
    const known = new Set(contract.operations.map((o) => o.operationId));
    expect(Object.keys(shopHandlers).filter((id) => !known.has(id))).toEqual([]);
  });

  it('has, with the chat extension that npm start uses, a handler for every operation', () => {
    const handlers = { ...shopHandlers, ...createChat().handlers };
    expect(contract.operations.map((o) => o.operationId).filter((id) => !handlers[id])).toEqual([]);
  });

  it('reads the token header name from the contract, the only credential it declares', () => {
    expect(contract.tokenHeader).toBe('token');
    const schemes = (contract.document.components as { securitySchemes: object }).securitySchemes;
    expect(Object.values(schemes).map((scheme: { in?: string }) => scheme.in)).toEqual(['header']);
  });

  const protectedOperations = shopOperations.filter((operation) => operation.protected);
  it.each(protectedOperations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s answers 401 with the envelope without a token, with a wrong one and with a valid token in the cookie only',
    async (_name, operation) => {
      const attempts: Array<Record<string, string>> = [
        {},
        { token: 'f'.repeat(64) },
        // What a cross-site request carries: the browser's cookie, no header.
        { cookie: `Admin-Token=${validToken}` },
      ];
      const body = operation.bodyType?.startsWith('multipart/') ? {} : { body: {} };
      for (const headers of attempts) {
        const answer = await api.call(operation.method, operation.path, { headers, ...body });
        expect(answer.status).toBe(401);
        expect(answer.body.code).toBe(401);
        expect(answer.body.msg).toBe(t('errors.loginFirst'));
      }
    },
  );

  it('lets guests call the open operations', async () => {
    const open = shopOperations
      .filter((operation) => !operation.protected)
      .map((o) => o.operationId);
    expect(open).toEqual(
      expect.arrayContaining([
        'userLogin',
        'userRegister',
        'indexProduct',
        'indexHotMerchant',
        'productDetail',
        'shopDetail',
      ]),
    );
    const detail = await api.get('/api/product/detail?id=1');
    expect(detail.body.data.is_favourite).toBe(false);
  });

  it('answers unknown /api paths with a 404 envelope, not the web app', async () => {
    const answer = await api.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 0, data: null });
  });

  it('answers malformed JSON with HTTP 400 and a content type the contract lacks with 415, never a 5xx', async () => {
    const token = await api.login();
    const broken = await api.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { token, 'content-type': 'application/json' },
      payload: '{"product_id": 1,',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 0, data: null });
    const text = await api.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { token, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ code: 0, msg: t('errors.request.unsupportedType'), data: null });
  });
});
