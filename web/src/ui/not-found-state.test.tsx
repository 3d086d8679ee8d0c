import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundState } from './not-found-state';

describe('not found state', () => {
  it('says what is missing and links back home', () => {
    const router = createMemoryRouter(
      [
        {
          path: '/shop/:id',
          element: <NotFoundState title="Shop not found" body="It may have closed." />,
        },
      ],
      { initialEntries: ['/shop/9'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Shop not found')).toBeTruthy();
    expect(screen.getByText('It may have closed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/home$/),
    );
  });
});
