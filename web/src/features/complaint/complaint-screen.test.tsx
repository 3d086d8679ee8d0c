import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '@/session/session-store';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-routes';
import { orderDetail } from '@/testing/shop-data';
import { toast } from '@/ui/toast-store';
import { emptyDraft } from './complaint-draft';
import { ComplaintForm } from './complaint-form';
import ComplaintScreen from './complaint-screen';

const order = orderDetail({ status: 3, items: [] });

describe('complaint screen', () => {
  it('is titled a complaint about the order when opened from an order', async () => {
    session.signIn('tok');
    fakeApi(({ path }) => (path === '/api/order/detail' ? ok(order) : undefined));
    renderRoutes(
      [{ path: '/complaint/:id?', element: <ComplaintScreen /> }],
      '/complaint/3?order=12',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order complaint');
    expect(await screen.findByText('About order 202611210012 from Trailhead Supply')).toBeTruthy();
  });

  it('is titled a complaint about the shop when opened from a shop', async () => {
    session.signIn('tok');
    fakeApi(({ path }) =>
      path === '/api/shop/detail' ? ok({ id: 3, name: 'Trailhead Supply' }) : undefined,
    );
    renderRoutes([{ path: '/complaint/:id?', element: <ComplaintScreen /> }], '/complaint/3');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shop complaint');
  });

  it('says the complaint was sent once it is filed', async () => {
    const user = userEvent.setup();
    const body = { content: 'The parcel never came.', certificate: ['/uploads/a.png'] };
    const form = {
      values: emptyDraft,
      setValues: () => {},
      errors: {},
      check: async () => body,
      reset: () => {},
    };
    const filed: unknown[] = [];
    renderRoutes(
      [
        {
          path: '/complaint',
          element: (
            <ComplaintForm
              note="About the shop Trailhead Supply"
              form={form}
              send={(complaint, done) => {
                filed.push(complaint);
                done();
              }}
              busy={false}
            />
          ),
        },
        { path: '/profile', element: <p>Me</p> },
      ],
      '/complaint',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(filed).toEqual([body]));
    expect(toast.current().map((shown) => shown.message)).toEqual(['Complaint sent']);
  });
});
