import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { takeAddressForCheckout } from '@/api/addresses';
import { session } from '@/session/session-store';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import AddressFormScreen from './address-form';

/** A backend that saves the address as number 9. */
function serve() {
  return fakeApi(({ path, body }) =>
    path === '/api/user/address_add'
      ? ok({ ...(body as object), id: 9, is_default: true })
      : path === '/api/user/address_list'
        ? ok([])
        : undefined,
  );
}

function renderForm(history: Parameters<typeof renderRoutes>[3]) {
  session.signIn('tok');
  return renderRoutes(
    [
      { path: '/checkout', element: <p>the checkout</p> },
      { path: '/address', element: <p>the address list</p> },
      { path: '/addressForm/:id?', element: <AddressFormScreen /> },
    ],
    '/',
    undefined,
    history,
  );
}

// Each test types its own name: the same call again within 1 s is refused as a resubmit.
async function fillAndSave(user: ReturnType<typeof userEvent.setup>, addressee: string) {
  const fill = async (label: string, value: string) => {
    await user.click(await screen.findByLabelText(label));
    await user.paste(value);
  };
  await fill('Addressee', addressee);
  await fill('Mobile phone', '+351912345678');
  await fill('Area', 'Lisbon, Portugal');
  await fill('Detailed address', 'Rua Augusta 100');
  await user.click(screen.getByRole('button', { name: 'Home' }));
  await user.click(screen.getByRole('button', { name: 'Save address' }));
}

describe('a new address added from the checkout', () => {
  it('goes back to the checkout it came from, with the new address chosen there', async () => {
    const user = userEvent.setup();
    const calls = serve();
    const checkout = '/checkout?buy=31x1';
    const router = renderForm([
      checkout,
      {
        pathname: '/addressForm',
        search: '?redirect=%2Fcheckout%3Fbuy%3D31x1',
        state: { returnTo: checkout },
      },
    ]);
    expect(
      await screen.findByText(
        'Once it is saved, you go back to the checkout with this address chosen.',
      ),
    ).toBeTruthy();
    await fillAndSave(user, 'Ana Silva');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?buy=31x1');
    expect(router.state.historyAction).toBe('POP');
    expect(calls.some((call) => call.path === '/api/user/address_add')).toBe(true);
    expect(takeAddressForCheckout()).toBe(9);
  });

  it('without a return path goes to the address list, and chooses nothing for a checkout', async () => {
    const user = userEvent.setup();
    serve();
    const router = renderForm(['/addressForm?redirect=https%3A%2F%2Fevil.example']);
    await fillAndSave(user, 'Rui Costa');
    await waitFor(() => expect(router.state.location.pathname).toBe('/address'));
    expect(takeAddressForCheckout()).toBeUndefined();
  });
});
