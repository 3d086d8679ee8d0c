import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startI18n } from '@/i18n/i18n';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import AddressList from './address-list';

beforeAll(async () => {
  await startI18n(['en']);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('address list', () => {
  it('does not make Delete the button the eye lands on', async () => {
    fakeApi(({ path }) =>
      path === '/api/user/address_list'
        ? ok([
            {
              id: 4,
              addressee: 'Ana Silva',
              mobile: '+351912345678',
              area: 'Lisbon',
              detail: 'Rua Augusta 100',
              tag: 'Home',
              is_default: true,
            },
          ])
        : undefined,
    );
    renderRoutes([{ path: '/address', element: <AddressList /> }], '/address');
    const card = await screen.findByRole('listitem', { name: 'Home Ana Silva' });
    const remove = within(card).getByRole('button', { name: 'Delete the address Home' });
    // Filled (primary, danger) buttons draw the eye first; Delete is a plain text button.
    expect(remove.className).toContain('button-ghost');
    expect(remove.className).not.toMatch(/button-(primary|danger)/);
    const edit = within(card).getByRole('link', { name: 'Edit the address Home' });
    expect(edit.className).toContain('button-secondary');
  });
});
