import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { TestApi, multipart, pngBytes } from './testing/test-api';

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
      const user = second.state.users[0];
      expect(
        second.state.funds.filter((f) => f.userId === user?.id).reduce((s, f) => s + f.amount, 0),
      ).toBe(user?.balance);
    } finally {
      await second.close();
    }
  });
});

describe('serving the web app', () => {
  it('serves the built files, falls back to index.html for app routes, never for /api or /uploads', async () => {
    const webDist = await tempDir();
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Storefront</title>');
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'assets', 'app.js'), 'console.log(1)');
    const api = await TestApi.start({ webDist });
    try {
      const root = await api.app.inject({ method: 'GET', url: '/' });
      expect(root.body).toContain('<title>Storefront</title>');
      const route = await api.app.inject({ method: 'GET', url: '/orderInfo/12' });
      expect(route.statusCode).toBe(200);
      expect(route.body).toContain('<title>Storefront</title>');
      const asset = await api.app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.body).toBe('console.log(1)');
      const api404 = await api.app.inject({ method: 'GET', url: '/api/missing' });
      expect(api404.statusCode).toBe(404);
      expect(api404.json()).toMatchObject({ code: 0 });
      expect(
        (await api.app.inject({ method: 'GET', url: '/uploads/u/nothing.png' })).statusCode,
      ).toBe(404);
      expect((await api.app.inject({ method: 'GET', url: '/__mock/nothing' })).statusCode).toBe(
        404,
      );
    } finally {
      await api.close();
    }
  });

  it('sends the brotli or gzip copy of the build to a browser that accepts it, the raw file otherwise', async () => {
    const webDist = await tempDir();
    const script = 'console.log("storefront");\n'.repeat(200);
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Storefront</title>');
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'assets', 'app.js'), script);
    await writeFile(join(webDist, 'assets', 'app.js.br'), brotliCompressSync(script));
    await writeFile(join(webDist, 'assets', 'app.js.gz'), gzipSync(script));
    const api = await TestApi.start({ webDist });
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
