import { translate } from '@storefront/contracts/messages';
import type { MessageKey } from '@storefront/contracts/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestApi } from '../testing/test-api';

/** The shared catalogue's text: what the shopper reads. */
const t = (key: MessageKey, lang: Parameters<typeof translate>[1] = 'en') => translate(key, lang);

let api: TestApi;
let token: string;
beforeEach(async () => {
  api = await TestApi.start();
  token = await api.register('mover@example.com');
});
afterEach(async () => {
  await api.close();
});

const home = {
  addressee: 'Ana Silva',
  mobile: '+351912345678',
  area: 'Lisbon, Portugal',
  detail: 'Rua Augusta 100',
  tag: 'Home',
};

describe('addresses', () => {
  it('makes the first address the default and keeps exactly one default', async () => {
    const first = await api.post('/api/user/address_add', home, { token });
    expect(first.body.data.is_default).toBe(true);
    const second = await api.post(
      '/api/user/address_add',
      { ...home, tag: 'Work', is_default: true },
      { token },
    );
    const list = await api.get('/api/user/address_list', { token });
    expect(
      list.body.data
        .filter((a: { is_default: boolean }) => a.is_default)
        .map((a: { id: number }) => a.id),
    ).toEqual([second.body.data.id]);
    await api.post('/api/user/address_set_default', { id: first.body.data.id }, { token });
    const one = await api.get(`/api/user/address?id=${first.body.data.id}`, { token });
    expect(one.body.data.is_default).toBe(true);
    expect(
      (await api.get(`/api/user/address?id=${second.body.data.id}`, { token })).body.data
        .is_default,
    ).toBe(false);
  });

  it('edits an address by id and deletes it; deleting the default promotes another', async () => {
    const first = await api.post('/api/user/address_add', home, { token });
    const second = await api.post('/api/user/address_add', { ...home, tag: 'Work' }, { token });
    const edited = await api.post(
      '/api/user/address_add',
      { ...home, id: second.body.data.id, detail: 'Avenida 5' },
      { token },
    );
    expect(edited.body.data).toMatchObject({ id: second.body.data.id, detail: 'Avenida 5' });
    await api.get(`/api/user/address_del?id=${first.body.data.id}`, { token });
    const list = await api.get('/api/user/address_list', { token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ id: second.body.data.id, is_default: true });
  });

  it('applies the address rules of spec section 5', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ addressee: '' }, t('rules.addressee.required')],
      [{ mobile: '' }, t('rules.mobile.required')],
      [{ mobile: '12' }, t('rules.mobile.invalid')],
      [{ mobile: 'phone-me' }, t('rules.mobile.invalid')],
      [{ area: ' ' }, t('rules.area.required')],
      [{ detail: '' }, t('rules.detail.required')],
      [{ tag: '' }, t('rules.tag.required')],
    ];
    for (const [change, msg] of cases) {
      const answer = await api.post('/api/user/address_add', { ...home, ...change }, { token });
      expect({ change, body: answer.body }).toEqual({ change, body: { code: 0, msg, data: null } });
    }
    const thai = await api.post(
      '/api/user/address_add',
      { ...home, addressee: '' },
      { token, lang: 'tai' },
    );
    expect(thai.body.msg).toBe(t('rules.addressee.required', 'tai'));
  });
});
