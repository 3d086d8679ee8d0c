import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { paths } from '@storefront/contracts/generated/openapi';
import type { Schema } from './api';
import type { HttpRequest } from './http-client';
import { typedApi } from './typed-api';

describe('typed API', () => {
  it('passes method, path and options through to the client', async () => {
    const request = vi.fn(async () => ({ ok: true })) as unknown as HttpRequest;
    const api = typedApi<paths>(request);
    await api.get('/api/user/set_language', { query: { lang: 'ri' } });
    await api.post('/api/user/logout', { query: { lang: 'zh-cn' }, toast: false });
    expect(vi.mocked(request).mock.calls).toEqual([
      ['get', '/api/user/set_language', { query: { lang: 'ri' } }],
      ['post', '/api/user/logout', { query: { lang: 'zh-cn' }, toast: false }],
    ]);
  });

  it('types answers and parameters from the contract', () => {
    const api = typedApi<paths>((async () => undefined) as HttpRequest);
    expectTypeOf(api.get<'/api/user/getUserInfo'>).returns.resolves.toEqualTypeOf<
      Schema<'UserInfo'>
    >();
    expectTypeOf(api.get<'/api/user/language_list'>).returns.resolves.toEqualTypeOf<
      Schema<'Language'>[]
    >();
    expectTypeOf(api.post<'/api/user/logout'>).returns.resolves.toEqualTypeOf<null>();
    // @ts-expect-error a path the contract does not have
    void api.get('/api/nowhere');
    // @ts-expect-error GET only: there is no POST on this path
    void api.post('/api/index/category');
    // @ts-expect-error the language must be one of the five codes
    void api.get('/api/user/set_language', { query: { lang: 'fr' } });
  });
});
