import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionEndedRedirect } from '@/routing/login-guard';
import { renderRoutes } from '@/testing/render-routes';
import LoginScreen from './login';

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
