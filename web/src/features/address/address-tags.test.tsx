import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '@/i18n/i18n';
import { session } from '@/session/session-store';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import AddressFormScreen from './address-form';
import AddressList from './address-list';

// An address's tag is a preset's key (home, work, school) or the shopper's own words: a preset shows
// in the reader's language whatever language it was chosen in, own words as typed.

const address = {
  id: 4,
  addressee: 'Mali K',
  mobile: '+66812345678',
  area: 'Bangkok',
  detail: '1 Sukhumvit',
  tag: 'home',
  is_default: true,
};
const own = { ...address, id: 5, tag: 'Grandma', is_default: false };

function renderList() {
  fakeApi(({ path }) => (path === '/api/user/address_list' ? ok([address, own]) : undefined));
  session.signIn('tok');
  renderRoutes([{ path: '/address', element: <AddressList /> }], '/address');
}

describe('address tags', () => {
  it('shows a preset tag in the reader language and own words as typed', async () => {
    await switchLanguage('tai', { remember: false });
    renderList();
    const home = await screen.findByRole('listitem', { name: 'บ้าน Mali K' });
    expect(within(home).getByText('บ้าน')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Grandma Mali K' })).toBeTruthy();
    expect(screen.queryByText('home')).toBeNull();
  });

  it('shows the same address tag in Chinese to a shopper reading Chinese', async () => {
    await switchLanguage('zh-CN', { remember: false });
    renderList();
    expect(await screen.findByRole('listitem', { name: '家 Mali K' })).toBeTruthy();
  });

  it('sends a preset chosen in Thai as its key, and shows a saved key in Thai in the form', async () => {
    await switchLanguage('tai', { remember: false });
    const saved: unknown[] = [];
    fakeApi(({ path, body }) => {
      if (path === '/api/user/address') return ok({ ...address, tag: 'work' });
      if (path === '/api/user/address_add') {
        saved.push(body);
        return ok({ ...(body as object), is_default: true });
      }
      if (path === '/api/user/address_list') return ok([address]);
      return undefined;
    });
    session.signIn('tok');
    renderRoutes(
      [
        { path: '/address', element: <p>the address list</p> },
        { path: '/addressForm/:id?', element: <AddressFormScreen /> },
      ],
      '/addressForm/4',
    );
    const user = userEvent.setup();
    const tag = await screen.findByDisplayValue('ที่ทำงาน');
    expect(tag).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'บ้าน' }));
    await user.click(screen.getByRole('button', { name: 'บันทึกที่อยู่' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ id: 4, tag: 'home' });
  });
});
