import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractValidator } from '../contract-validator';
import { main } from './cli';

// A backend that breaks the contract in five ways, one per operation, and keeps one operation
// right. contract:verify must find each break, print its replay and curl, name each failing
// operation in the JUnit file, leave the right one alone, and exit non-zero.

const validator = createContractValidator();
const refusal = (msg: string) => ({ code: 0, msg, data: null });

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const BROKEN: Record<string, string> = {
  indexCategory: 'status-declared',
  platformInfo: 'schema',
  userLanguageList: 'schema',
  indexProduct: 'no-5xx',
  productDetail: 'envelope',
};

/** What the broken cartAdd changes even when it refuses: shown by cartList. */
let cartChanges = 0;

let server: Server;
let baseUrl = '';
let folder = '';

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'contract-verify-'));
  server = createServer((request, response) => {
    const url = request.url ?? '/';
    const path = url.split('?')[0];
    const valid = validator.validateRequest({ method: request.method ?? 'GET', url }).ok;
    switch (path) {
      case '/api/cart/list': // within the contract: a refusal naming how often the cart changed
        return answer(response, 200, refusal(`The cart changed ${cartChanges} times`));
      case '/api/cart/add': // refuses everything, and changes the cart anyway
        cartChanges += 1;
        return answer(response, 200, refusal('Out of stock'));
      case '/api/index/category': // an undeclared status
        return answer(response, 418, refusal('I am a teapot'));
      case '/api/platform/info': // a required field missing
        return answer(response, 200, { code: 1, msg: 'ok', data: { name: 'Shop' } });
      case '/api/user/language_list': // a wrong type
        return answer(response, 200, {
          code: 1,
          msg: 'ok',
          data: [{ language_name: 5, chinese_name: '英语', file_name: 'en' }],
        });
      case '/api/index/product': // a 5xx on a bad input
        return valid
          ? answer(response, 200, refusal('No products today'))
          : answer(response, 500, refusal('Internal error'));
      case '/api/product/detail': // a refusal without the envelope
        return valid
          ? answer(response, 200, refusal('The product does not exist'))
          : answer(response, 400, { error: 'bad request' });
      case '/api/user/getUserInfo': // a session is needed, and none is ever right
      case '/api/user/pay_password_status':
        return answer(response, 401, { code: 401, msg: 'Please log in first', data: null });
      case '/api/index/hot_merchant': // within the contract
        return valid
          ? answer(response, 200, {
              code: 1,
              msg: 'ok',
              data: { list: [], total: 0, page: 1, limit: 8 },
            })
          : answer(response, 400, refusal('The request does not match the contract'));
      default:
        return answer(response, 404, refusal('Not found'));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

async function run(args: string[]): Promise<{ code: number; output: string }> {
  let output = '';
  const code = await main(args, (text) => {
    output += text;
  });
  return { code, output };
}

describe('contract:verify against a backend that breaks the contract', () => {
  it('finds each break, prints its replay and curl, and exits non-zero', async () => {
    const junit = join(folder, 'verify.xml');
    const operations = [...Object.keys(BROKEN), 'indexHotMerchant'];
    const { code, output } = await run([
      '--base-url',
      baseUrl,
      '--operations',
      operations.join(','),
      '--max-requests',
      '4',
      '--junit',
      junit,
    ]);
    expect(code, output).toBe(1);
    for (const [operationId, check] of Object.entries(BROKEN)) {
      expect(output, operationId).toContain(`✗ ${operationId} [${check}]`);
      expect(output).toMatch(
        new RegExp(
          `replay: npm run contract:verify -- --base-url \\S+ --operations ${operationId} --seed \\d+`,
        ),
      );
    }
    expect(output).toContain(`curl -i -X GET '${baseUrl}/api/product/detail`);
    expect(output).not.toContain('✗ indexHotMerchant');

    const xml = readFileSync(junit, 'utf8');
    const failing = [
      ...xml.matchAll(/<testcase classname="contract\.(\w+)"[^>]*>\s*<failure/g),
    ].map((match) => match[1]);
    expect(failing.sort()).toEqual(Object.keys(BROKEN).sort());
    expect(xml).toMatch(/<testcase classname="contract\.indexHotMerchant"[^>]*><\/testcase>/);
    expect(xml).toMatch(/<testcase classname="contract\.cartList"[^>]*><skipped/);
  });

  it('replays a failure from its seed', async () => {
    const first = await run([
      '--base-url',
      baseUrl,
      '--operations',
      'productDetail',
      '--max-requests',
      '3',
    ]);
    const replay = /replay: npm run contract:verify -- (.+)/.exec(first.output)?.[1];
    expect(replay, first.output).toBeDefined();
    const curl = /curl: +(.+)/.exec(first.output)?.[1];
    const again = await run(replay!.split(' '));
    expect(again.code).toBe(1);
    expect(again.output).toContain(curl);
  });

  it('with --writes, finds a refused write that changed what the list shows', async () => {
    const { code, output } = await run([
      '--base-url',
      baseUrl,
      '--operations',
      'cartAdd,cartList',
      '--writes',
      '--max-requests',
      '2',
    ]);
    expect(code, output).toBe(1);
    expect(output).toContain(
      '✗ cartAdd [refusal-unchanged] refused (HTTP 200, code 0) but cartList changed',
    );
    expect(output).not.toContain('✗ cartList');
    // Read-only, the write is not sent at all.
    const before = cartChanges;
    const readOnly = await run(['--base-url', baseUrl, '--operations', 'cartAdd,cartList']);
    expect(readOnly.code, readOnly.output).toBe(0);
    expect(cartChanges).toBe(before);
  });

  it('reports operations that only answered 401 as not verified, and says how to give credentials', async () => {
    const junit = join(folder, 'unverified.xml');
    const operations = 'indexHotMerchant,userGetUserInfo,userPayPasswordStatus';
    const guest = await run([
      '--base-url',
      baseUrl,
      '--operations',
      operations,
      '--max-requests',
      '3',
      '--junit',
      junit,
    ]);
    expect(guest.code, guest.output).toBe(0);
    expect(guest.output).toMatch(
      /^1 operation verified, 9 requests in all; NOT verified: 2 operations only answered 401;/m,
    );
    expect(guest.output).toContain('userGetUserInfo (401 only)');
    expect(guest.output).toContain('userPayPasswordStatus (401 only)');
    expect(guest.output).not.toContain('indexHotMerchant (401 only)');
    expect(guest.output).toContain('--token <a session token> or --login e-mail:password');
    expect(guest.output).toContain(
      'contract:verify: no failure; 2 operations NOT verified (only 401, see above)',
    );
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(
      /<testcase classname="contract\.userGetUserInfo"[^>]*><skipped message="only answered 401 \(no session\): not verified; give credentials with --token T or --login e-mail:password"\/>/,
    );
    expect(xml).toMatch(/<testcase classname="contract\.indexHotMerchant"[^>]*><\/testcase>/);

    // With a token the backend refuses: said so.
    const refused = await run([
      '--base-url',
      baseUrl,
      '--operations',
      operations,
      '--max-requests',
      '2',
      '--token',
      'an-expired-session-token',
    ]);
    expect(refused.output).toContain('NOT verified: 2 operations only answered 401');
    expect(refused.output).toContain('with the credentials given');
  });

  it('exits 0 when every answer holds, and 2 on a bad command line', async () => {
    const fine = await run(['--base-url', baseUrl, '--operations', 'indexHotMerchant']);
    expect(fine.code, fine.output).toBe(0);
    expect(fine.output).toContain('contract:verify: no failure');
    expect((await run(['--operations', 'indexHotMerchant'])).code).toBe(2);
    expect((await run(['--base-url', baseUrl, '--operations', 'noSuchOperation'])).code).toBe(2);
  });
});
