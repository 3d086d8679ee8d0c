import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionEndedRedirect } from '@/routing/login-guard';
import { startI18n } from '@/i18n/i18n';
import { renderRoutes } from '@/testing/render-routes';
import { toast } from '@/ui/toast-store';
import LoginScreen from './login';

beforeAll(async () => {
  await startI18n(['en']);
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

const login = [{ path: '/login', element: <LoginScreen /> }];

describe('the login screen says why the shopper is there', () => {
  it('after a session ended (a refused token): that it ended, and to sign in again', async () => {
    const path = sessionEndedRedirect('/profile');
    expect(path).toBe('/login?redirect=%2Fprofile&session=ended');
    renderRoutes(login, path);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your session has ended. Please sign in again.',
    );
    expect(screen.queryByText('Please log in first')).toBeNull();
  });

  it('a guest stopped on the way: to log in first', async () => {
    renderRoutes(login, '/login?redirect=%2Fprofile');
    expect((await screen.findByRole('status')).textContent).toBe('Please log in first');
  });
});
