import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import { savedAddress } from '@/testing/shop-data';
import { toast } from '@/ui/toast-store';
import AddressList from './address-list';

const home = savedAddress();
const work = { ...home, id: 5, detail: 'Avenida da Liberdade 1', tag: 'Work', is_default: false };

describe('address list', () => {
  it('does not make Delete the button the eye lands on', async () => {
    fakeApi(({ path }) => (path === '/api/user/address_list' ? ok([home]) : undefined));
    renderRoutes([{ path: '/address', element: <AddressList /> }], '/address');
    const card = await screen.findByRole('listitem', { name: 'Home Ana Silva' });
    const remove = within(card).getByRole('button', { name: 'Delete the address Home' });
    // Filled (primary, danger) buttons draw the eye first; Delete is a plain text button.
    expect(remove.className).toContain('button-ghost');
    expect(remove.className).not.toMatch(/button-(primary|danger)/);
    const edit = within(card).getByRole('link', { name: 'Edit the address Home' });
    expect(edit.className).toContain('button-secondary');
  });

  it('draws Make default as a button like Edit, named with its address, and says what it did', async () => {
    let addresses = [home, work];
    const calls = fakeApi(({ path, body }) => {
      if (path === '/api/user/address_list') return ok(addresses);
      if (path === '/api/user/address_set_default') {
        const id = (body as { id: number }).id;
        addresses = addresses.map((one) => ({ ...one, is_default: one.id === id }));
        return ok(null);
      }
      return undefined;
    });
    renderRoutes([{ path: '/address', element: <AddressList /> }], '/address');
    const card = await screen.findByRole('listitem', { name: 'Work Ana Silva' });
    const make = within(card).getByRole('button', { name: 'Make default: address Work' });
    const edit = within(card).getByRole('link', { name: 'Edit the address Work' });
    // The same kind of button as Edit beside it: outlined, small, not bare text.
    expect(make.className.split(' ').sort()).toEqual(edit.className.split(' ').sort());
    expect(make.tabIndex).toBe(0);

    await userEvent.setup().click(make);
    await waitFor(() =>
      expect(toast.current().map((shown) => shown.message)).toEqual([
        'Work is now your default address',
      ]),
    );
    expect(calls.filter((call) => call.path === '/api/user/address_set_default')).toEqual([
      { path: '/api/user/address_set_default', body: { id: 5 } },
    ]);
  });
});
