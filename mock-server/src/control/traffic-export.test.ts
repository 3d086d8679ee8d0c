// The traffic log exported: a HAR 1.2 file devtools import, and "copy as curl", with secrets
// hidden unless asked.
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurlAnswer, TrafficAnswer } from '@storefront/contracts/control-api';
import { TestApi } from '../testing/test-api';
import { CONTROL_TOKEN_HEADER } from './control-guard';
import { shellQuote } from './traffic-export';

let api: TestApi;
beforeEach(async () => {
  api = await TestApi.start();
});
afterEach(async () => {
  await api.close();
});

interface Har {
  log: {
    version: string;
    creator: { name: string };
    entries: {
      startedDateTime: string;
      time: number;
      request: {
        method: string;
        url: string;
        headers: { name: string; value: string }[];
        queryString: { name: string; value: string }[];
        postData?: { mimeType: string; text: string };
      };
      response: { status: number; content: { mimeType: string; text?: string } };
      timings: { wait: number };
      _mock: { id: number; operationId: string | null };
    }[];
  };
}

const har = async (query = '') => {
  const answer = await api.app.inject({
    method: 'GET',
    url: `/__mock/traffic.har${query}`,
    headers: { [CONTROL_TOKEN_HEADER]: api.app.controlToken, host: '127.0.0.1:8080' },
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-disposition']).toContain('.har');
  return JSON.parse(answer.body) as Har;
};

describe('HAR export', () => {
  it('lists every exchange as HAR 1.2, secrets hidden unless asked', async () => {
    const token = await api.login();
    await api.get('/api/index/category?lang=en', { token });
    const { log } = await har();
    expect(log.version).toBe('1.2');
    expect(log.creator.name).toBe('@storefront/mock-server');
    expect(log.entries.map((entry) => entry._mock.operationId)).toEqual([
      'userLogin',
      'indexCategory',
    ]);
    const [login, categories] = log.entries;
    expect(login!.request).toMatchObject({
      method: 'POST',
      url: 'http://127.0.0.1:8080/api/user/login',
    });
    expect(JSON.parse(login!.request.postData!.text)).toEqual({
      account: 'demo@example.com',
      password: '(hidden)',
    });
    // The session token of the answer is hidden too.
    expect(login!.response.content.text).not.toContain(token);
    expect(login!.response.status).toBe(200);
    expect(new Date(login!.startedDateTime).toISOString()).toBe(login!.startedDateTime);
    expect(categories!.request.queryString).toEqual([{ name: 'lang', value: 'en' }]);
    expect(categories!.request.headers).toContainEqual({ name: 'token', value: '(hidden)' });
    expect(JSON.stringify(log)).not.toContain(token);
    expect(JSON.stringify(log)).not.toContain('demo123');

    const open = await har('?secrets=1');
    expect(JSON.parse(open.log.entries[0]!.request.postData!.text)).toMatchObject({
      password: 'demo123',
    });
    expect(open.log.entries[1]!.request.headers).toContainEqual({ name: 'token', value: token });
  });

  it("takes the log's filters, and shows an exchange that got no answer with status 0", async () => {
    await api.control('POST', '/faults', { route: 'indexCategory', kind: 'drop' });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const address = api.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    await expect(fetch(`http://127.0.0.1:${address.port}/api/index/category`)).rejects.toThrow();
    await api.get('/api/index/hot_merchant');
    const dropped = (await har('?operationId=indexCategory')).log.entries;
    expect(dropped).toHaveLength(1);
    expect(dropped[0]!.response.status).toBe(0);
    expect((await har('?status=0')).log.entries).toHaveLength(1);
    expect((await har('?limit=1')).log.entries[0]!._mock.operationId).toBe('indexHotMerchant');
    expect((await api.control('GET', '/traffic.har?limit=0')).status).toBe(400);
  });
});

describe('copy as curl', () => {
  it('writes the request as a curl command with the token header, hidden unless asked', async () => {
    const token = await api.login();
    await api.post('/api/cart/add', { product_id: 31, quantity: 1 }, { token });
    const entries = (await api.control<TrafficAnswer>('GET', '/traffic')).body.entries;
    const add = entries.find((entry) => entry.operationId === 'cartAdd')!;
    const hidden = await api.control<CurlAnswer>('GET', `/traffic/${add.id}/curl`);
    expect(hidden.body.curl).toBe(
      `curl -X POST 'http://localhost/api/cart/add' -H 'token: (hidden)' -H 'content-type: application/json' --data-raw '{"product_id":31,"quantity":1}'`,
    );
    const shown = await api.control<CurlAnswer>('GET', `/traffic/${add.id}/curl?secrets=1`);
    expect(shown.body.curl).toContain(`-H 'token: ${token}'`);
    const login = entries.find((entry) => entry.operationId === 'userLogin')!;
    const loginCurl = (await api.control<CurlAnswer>('GET', `/traffic/${login.id}/curl`)).body.curl;
    expect(loginCurl).toContain('"password":"(hidden)"');
    expect(loginCurl).not.toContain('demo123');
    expect((await api.control('GET', '/traffic/99999/curl')).status).toBe(404);
  });

  it('quotes any text so that the shell reads it back unchanged (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        if (text.includes('\0')) return;
        const echoed = execFileSync('bash', ['-c', `printf %s ${shellQuote(text)}`], {
          encoding: 'utf8',
        });
        expect(echoed).toBe(text);
      }),
      { numRuns: 40 },
    );
  });
});
