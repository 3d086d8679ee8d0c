import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import LoginScreen from './login';

function renderLogin() {
  renderRoutes([{ path: '/login', element: <LoginScreen /> }], '/login');
  return {
    email: screen.getByLabelText('E-mail'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Log in' }),
  };
}

describe('after a failed login the focus goes to the first wrong field', () => {
  it('the e-mail when it is empty or malformed, the password when only it is missing', async () => {
    const calls = fakeApi(() => undefined);
    const user = userEvent.setup();
    const { email, password, submit } = renderLogin();

    await user.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(email));

    await user.type(email, 'not-an-address');
    await user.type(password, 'secret12');
    await user.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(email));

    await user.clear(email);
    await user.type(email, 'demo@example.com');
    await user.clear(password);
    await user.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(calls).toEqual([]);
  });

  it('the password, selected, when the server refuses the pair', async () => {
    const calls = fakeApi(() => ({ code: 0, msg: 'Wrong account or password', data: null }));
    const user = userEvent.setup();
    const { email, password, submit } = renderLogin();
    await user.type(email, 'demo@example.com');
    await user.type(password, 'wrong-one');
    await user.click(submit);
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/api/user/login']));
    await waitFor(() => expect(document.activeElement).toBe(password));
    const input = password as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'wrong-one'.length]);
  });
});
