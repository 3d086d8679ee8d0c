import { translate } from '@storefront/contracts/messages';
import type { MessageKey } from '@storefront/contracts/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

async function upload(bytes: Buffer, field = 'file', as = token) {
  const { payload, headers } = multipart(field, 'picture.bin', bytes);
  return api.call('POST', '/api/upload/image', { token: as, payload, headers });
}

describe('upload', () => {
  it('accepts an image by its bytes and serves it by its unguessable URL, without a cookie', async () => {
    const answer = await upload(pngBytes(4, 5));
    expect(answer.body.data).toMatchObject({
      mime: 'image/png',
      width: 4,
      height: 5,
      size: pngBytes().length,
    });
    const url = answer.body.data.url as string;
    expect(url).toMatch(/^\/uploads\/u\/[0-9a-f]{32}\.png$/);
    // An <img> sends neither the token header nor (for this API) a usable cookie: the URL is
    // the capability.
    const shown = await api.app.inject({ method: 'GET', url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.rawPayload.equals(pngBytes(4, 5))).toBe(true);
    // 128 random bits in each name: two uploads never share one, and a name one digit off is
    // nothing.
    const second = (await upload(pngBytes(4, 5))).body.data.url as string;
    expect(second).not.toBe(url);
    const nearby = url.replace(
      /^(\/uploads\/u\/)([0-9a-f])/,
      (_m, prefix: string, digit: string) => `${prefix}${digit === 'a' ? 'b' : 'a'}`,
    );
    expect((await api.app.inject({ method: 'GET', url: nearby })).statusCode).toBe(404);
  });

  it('recognises JPEG, GIF and WebP and refuses what is not an image, whatever its name says', async () => {
    const gif = Buffer.concat([
      Buffer.from('GIF89a'),
      Buffer.from([3, 0, 2, 0, 0, 0, 0]),
      Buffer.alloc(20),
    ]);
    expect((await upload(gif)).body.data).toMatchObject({ mime: 'image/gif', width: 3, height: 2 });
    const text = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(text.body).toEqual({
      code: 0,
      msg: t('errors.upload.notImage'),
      data: null,
    });
    const truncated = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(truncated.body.code).toBe(0);
  });

  it('refuses a file above 5 MB with HTTP 413 and a clear message', async () => {
    const big = Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await upload(big);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ code: 0, msg: t('errors.upload.tooLarge'), data: null });
  });

  it('asks for a file when the part is missing or misnamed, and refuses a non-multipart body', async () => {
    const misnamed = await upload(pngBytes(), 'picture');
    expect(misnamed.body.msg).toBe(t('errors.upload.missing'));
    const json = await api.post('/api/upload/image', { file: 'x' }, { token });
    expect(json.status).toBe(415);
    expect(json.body.msg).toBe(t('errors.request.unsupportedType'));
  });
});

describe('complaints', () => {
  it('files a complaint about a shop through an order, and a platform suggestion', async () => {
    const proof = (await upload(pngBytes())).body.data.url;
    const order = (await api.get('/api/user/order_list', { token })).body.data.list[0];
    const shop = await api.post(
      '/api/user/complain',
      { order_id: order.id, content: 'Damaged box', certificate: [proof] },
      { token },
    );
    expect(shop.body.data).toMatchObject({
      target: 'shop',
      mer_id: order.mer_id,
      order_id: order.id,
      status: 0,
    });
    const platform = await api.post(
      '/api/complaint/platform',
      { content: 'Dark theme please', certificate: [proof] },
      { token },
    );
    expect(platform.body.data).toMatchObject({ target: 'platform', mer_id: null, order_id: null });
  });

  it('requires content and a certificate (spec section 5)', async () => {
    const proof = (await upload(pngBytes())).body.data.url;
    const noContent = await api.post(
      '/api/user/complain',
      { mer_id: 1, content: '', certificate: [proof] },
      { token },
    );
    expect(noContent.body.msg).toBe(t('rules.complaint.contentRequired'));
    const noProof = await api.post(
      '/api/complaint/platform',
      { content: 'Hi', certificate: [] },
      { token },
    );
    expect(noProof.body.msg).toBe(t('rules.complaint.certificateRequired'));
    const noTarget = await api.post(
      '/api/user/complain',
      { content: 'Hi', certificate: [proof] },
      { token },
    );
    expect(noTarget.status).toBe(400);
  });
});

describe('notifications', () => {
  it('lists notifications in the reader language and marks them read', async () => {
    const zh = await api.get('/api/notification/list', { token, lang: 'zh-CN' });
    expect(zh.body.data.unread).toBeGreaterThan(0);
    expect(zh.body.data.list.some((n: { title: string }) => n.title === '付款成功')).toBe(true);
    const first = zh.body.data.list[0];
    const one = await api.post('/api/notification/read', { ids: [first.id] }, { token });
    expect(one.body.data.unread).toBe(zh.body.data.unread - 1);
    const all = await api.post('/api/notification/read', { all: true }, { token });
    expect(all.body.data.unread).toBe(0);
  });
});
