import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AFTER_LOGIN_KEY } from '@/routing/login-guard';
import { type ShopperInfo } from '@/session/session-store';
import { sessionCache } from '@/session/session-storage';
import { toast } from './toast-store';
import { useSignInFirst } from './use-sign-in-first';
import { startSession } from '@/api/user';

afterEach(() => {
  sessionCache.remove(AFTER_LOGIN_KEY);
  act(() => toast.clear());
});

function FollowButton({ onFollow }: { onFollow: () => void }) {
  const signInFirst = useSignInFirst();
  return (
    <button type="button" onClick={() => signInFirst() && onFollow()}>
      Follow
    </button>
  );
}

function renderAt(path: string, onFollow: () => void) {
  const router = createMemoryRouter(
    [
      { path: '/shop/:id', element: <FollowButton onFollow={onFollow} /> },
      { path: '/login', element: <p>login screen</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('sign in first', () => {
  it('sends a guest to /login with the loginFirst toast, to come back afterwards', async () => {
    let followed = 0;
    const router = renderAt('/shop/3?tab=new', () => (followed += 1));
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(followed).toBe(0);
    expect(router.state.location.pathname).toBe('/login');
    expect(toast.current().map((shown) => shown.message)).toEqual(['Please log in first']);
    expect(sessionCache.get(AFTER_LOGIN_KEY)).toBe('/shop/3?tab=new');
  });

  it('lets a signed-in shopper act where they are', async () => {
    startSession('token-1', { id: 1, nickname: 'Demo' } as ShopperInfo);
    let followed = 0;
    const router = renderAt('/shop/3', () => (followed += 1));
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(followed).toBe(1);
    expect(router.state.location.pathname).toBe('/shop/3');
    expect(toast.current()).toEqual([]);
  });
});
