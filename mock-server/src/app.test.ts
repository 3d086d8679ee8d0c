import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { TestApi, multipart, pngBytes } from './testing/test-api';
import { standInWebBuild } from './testing/web-build';

const folders: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'mock-app-'));
  folders.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('persistence across a restart', () => {
  it('gives back sessions, records, the ledger and uploads after rebuilding on the same DATA_DIR', async () => {
    const dataDir = await tempDir();
    const first = await TestApi.start({ dataDir });
    const token = await first.login();
    const added = await first.post(
      '/api/user/address_add',
      {
        addressee: 'Kim',
        mobile: '+821012345678',
        area: 'Seoul',
        detail: 'Gangnam 1',
        tag: 'Home',
      },
      { token },
    );
    const { payload, headers } = multipart('file', 'p.png', pngBytes(7, 8));
    const uploaded = await first.call('POST', '/api/upload/image', { token, payload, headers });
    const withdrawal = await first.post(
      '/api/user/extract',
      { amount: '15', bank_card: '6222020200112233', bank_name: 'B' },
      { token },
    );
    const balance = (await first.get('/api/user/getUserInfo', { token })).body.data.money;
    await first.close();

    const second = await TestApi.start({ dataDir });
    try {
      const info = await second.get('/api/user/getUserInfo', { token });
      expect(info.body.data.money).toBe(balance);
      const address = await second.get(`/api/user/address?id=${added.body.data.id}`, { token });
      expect(address.body.data.addressee).toBe('Kim');
      const log = await second.get('/api/user/extract_log', { token });
      expect(log.body.data.list[0].id).toBe(withdrawal.body.data.id);
      const picture = await second.app.inject({
        method: 'GET',
        url: uploaded.body.data.url,
        headers: { token },
      });
      expect(picture.statusCode).toBe(200);
      expect(Buffer.compare(picture.rawPayload, pngBytes(7, 8))).toBe(0);
      const { db } = second;
      const user = db.first(
        db.q.selectFrom('users').select(['id', 'balance']).orderBy('id').limit(1),
      );
      if (!user) throw new Error('the seed has shoppers');
      const funds = db.all(
        db.q.selectFrom('fundRecords').select('amount').where('userId', '=', user.id),
      );
      expect(funds.reduce((sum, f) => sum + f.amount, 0)).toBe(user.balance);
    } finally {
      await second.close();
    }
  });
});

// The pages themselves are the web's page handler's (web/server/page-handler.ts, over web/build):
// here a stand-in (testing/web-build.ts) shows what this server hands it and does with its answers.
describe('serving the web app', () => {
  it('hands every other GET to the page handler, never /api, /uploads or /__mock', async () => {
    const dir = await tempDir();
    const api = await TestApi.start(await standInWebBuild(dir, { 'app.js': 'console.log(1)' }));
    try {
      for (const url of ['/', '/orderInfo/12', '/refund/1/SN/31,40/85.10?x=1']) {
        const page = await api.app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type'], url).toContain('text/html');
        expect(page.body, url).toContain(`<p>GET ${url} from ${dir}</p>`);
      }
      const head = await api.app.inject({ method: 'HEAD', url: '/home' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      const asset = await api.app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.body).toBe('console.log(1)');
      expect(asset.headers['cache-control']).toContain('immutable');
      const api404 = await api.app.inject({ method: 'GET', url: '/api/missing' });
      expect(api404.statusCode).toBe(404);
      expect(api404.json()).toMatchObject({ code: 0 });
      expect(
        (await api.app.inject({ method: 'GET', url: '/uploads/u/nothing.png' })).statusCode,
      ).toBe(404);
      expect((await api.app.inject({ method: 'GET', url: '/__mock/nothing' })).statusCode).toBe(
        404,
      );
      // Not a page to render: a form post to a screen's address.
      expect((await api.app.inject({ method: 'POST', url: '/home' })).statusCode).toBe(404);
    } finally {
      await api.close();
    }
  });

  it("passes on every cookie the page sets, and answers the page's /api calls in-process", async () => {
    const api = await TestApi.start(await standInWebBuild(await tempDir()));
    try {
      const page = await api.app.inject({ method: 'GET', url: '/categories' });
      expect(page.headers['set-cookie']).toEqual(['first=1; Path=/', 'second=2; Path=/']);
      expect(page.headers['cache-control']).toBe('private, no-store');
      const categories = await api.get('/api/index/category');
      expect(page.body).toContain(`categories=${categories.body.data.length}`);
    } finally {
      await api.close();
    }
  });

  it('without a web build, serves no pages and keeps the API', async () => {
    const api = await TestApi.start({ webBuild: await tempDir() });
    try {
      const page = await api.app.inject({ method: 'GET', url: '/home' });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ code: 0 });
      expect((await api.get('/api/index/category')).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('sends the brotli or gzip copy of the build to a browser that accepts it, the raw file otherwise', async () => {
    const script = 'console.log("storefront");\n'.repeat(200);
    const api = await TestApi.start(
      await standInWebBuild(await tempDir(), {
        'app.js': script,
        'app.js.br': brotliCompressSync(script),
        'app.js.gz': gzipSync(script),
      }),
    );
    try {
      const asset = (acceptEncoding: string) =>
        api.app.inject({
          method: 'GET',
          url: '/assets/app.js',
          headers: { 'accept-encoding': acceptEncoding },
        });
      const brotli = await asset('gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
      const gzip = await asset('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
      const raw = await asset('identity');
      expect(raw.headers['content-encoding']).toBeUndefined();
      expect(raw.body).toBe(script);
    } finally {
      await api.close();
    }
  });
});
