import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translate } from '@storefront/contracts/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/i18n/i18n';
import { fakeApi } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import { toast } from '@/ui/toast-store';
import RegisterScreen from './register';

afterEach(async () => {
  await switchLanguage('en');
});

/**
 * Fills the form with a valid new account and sends it; the fields by their labels. Each test its
 * own address: the same sign-up again within 1 s is refused as a resubmit.
 */
async function register(
  address: string,
  labels: { email: string; password: string; repeat: string; submit: string },
) {
  const user = userEvent.setup();
  renderRoutes([{ path: '/register', element: <RegisterScreen /> }], '/register');
  const email = screen.getByLabelText(labels.email);
  await user.type(email, address);
  await user.type(screen.getByLabelText(labels.password), 'secret12');
  await user.type(screen.getByLabelText(labels.repeat), 'secret12');
  await user.click(screen.getByRole('button', { name: labels.submit }));
  return email;
}

const english = {
  email: 'E-mail',
  password: 'Password',
  repeat: 'Repeat the password',
  submit: 'Register',
};

describe('registering an e-mail address that has an account', () => {
  it('says so at the e-mail field, focused, and not again in a toast', async () => {
    const taken = translate('errors.register.emailTaken', 'en');
    const calls = fakeApi(() => ({ code: 0, msg: taken, data: null }));
    const email = await register('demo@example.com', english);

    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe(taken);
    expect(screen.getAllByText(taken)).toHaveLength(1);
    expect(document.activeElement).toBe(email);
    expect(toast.current()).toEqual([]);
    expect(calls.map((call) => call.path)).toEqual(['/api/user/register']);

    // Another address takes the message away.
    await userEvent.setup().type(email, 'x');
    expect(screen.queryByText(taken)).toBeNull();
  });

  it('says it in the language on screen', async () => {
    await switchLanguage('tai');
    // The server answers in the language the call asked for.
    fakeApi(() => ({ code: 0, msg: translate('errors.register.emailTaken', 'tai'), data: null }));
    const email = await register('other@example.com', {
      email: 'อีเมล',
      password: 'รหัสผ่าน',
      repeat: 'ยืนยันรหัสผ่าน',
      submit: 'สมัครสมาชิก',
    });
    await waitFor(() =>
      expect(
        document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent,
      ).toBe('อีเมลนี้ถูกลงทะเบียนแล้ว'),
    );
  });

  it('leaves any other refusal to the toast, as every call does', async () => {
    const tooMany = translate('errors.register.tooMany', 'en', { minutes: 5 });
    fakeApi(() => ({ code: 0, msg: tooMany, data: null }));
    const email = await register('new@example.com', english);
    await waitFor(() => expect(toast.current().map((shown) => shown.message)).toEqual([tooMany]));
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });
});
