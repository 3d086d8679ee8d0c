import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render-routes';
import type { OrderSummary } from './api/get-orders';
import { OrderCard } from './order-card';
import { formatDateTime } from '@/i18n/date-time';

const order = (id: number, status: OrderSummary['status'], createdAt: number): OrderSummary => ({
  id,
  sn: `2026112100000${id}`,
  mer_id: 3,
  mer_name: 'Northwind Outdoors',
  mer_logo: '/s.png',
  status,
  refund_status: 'none',
  items: [
    {
      product_id: 31,
      name: 'Pro Kite',
      image: '/p.png',
      price: '40.00',
      quantity: 2,
      subtotal: '80.00',
    },
  ],
  quantity: 2,
  goods_total: '80.00',
  freight: '5.00',
  discount: '0.00',
  total: '85.00',
  reviewed: false,
  created_at: createdAt,
});

describe('order card', () => {
  it('tells orders of the same item apart by number and date, and offers to buy again', () => {
    const orders = [order(1, 3, 1763683200), order(2, -1, 1763769600), order(3, 0, 1763856000)];
    renderRoutes(
      [
        {
          path: '/myPurchases',
          element: (
            <>
              {orders.map((one) => (
                <OrderCard key={one.id} order={one} />
              ))}
            </>
          ),
        },
      ],
      '/myPurchases',
    );
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    cards.forEach((card, index) => {
      const shown = orders[index]!;
      expect(within(card).getByText(`Order no. ${shown.sn}`)).toBeTruthy();
      expect(within(card).getByText(formatDateTime(shown.created_at, 'en'))).toBeTruthy();
    });
    // Received and cancelled orders can be bought again; one waiting pay is paid instead.
    expect(
      within(cards[0]!).getByRole('link', { name: `Buy again: order ${orders[0]!.sn}` }),
    ).toHaveProperty('href', expect.stringMatching(/\/checkout\?buy=31x2$/));
    expect(within(cards[1]!).getByRole('link', { name: /Buy again/ })).toBeTruthy();
    expect(within(cards[2]!).queryByRole('link', { name: /Buy again/ })).toBeNull();
  });

  it('draws every action as a button like the ones beside it, each named with its order', () => {
    // Received: buy again, refund, review. Shipped: buy again, refund, confirm. To pay: cancel, pay.
    const orders = [order(4, 3, 1763683200), order(5, 2, 1763769600), order(6, 0, 1763856000)];
    renderRoutes(
      [
        {
          path: '/myPurchases',
          element: (
            <>
              {orders.map((one) => (
                <OrderCard key={one.id} order={one} />
              ))}
            </>
          ),
        },
      ],
      '/myPurchases',
    );
    const cards = screen.getAllByRole('article');
    const received = cards[0]!;
    expect(
      within(received).getByRole('link', { name: `Request a refund: order ${orders[0]!.sn}` }),
    ).toHaveProperty('href', expect.stringContaining(`/refund/4/${orders[0]!.sn}/`));
    for (const card of cards) {
      const actions = card.querySelector('.order-actions');
      expect(actions).not.toBeNull();
      const controls = Array.from(actions!.querySelectorAll<HTMLElement>('a, button'));
      expect(controls.length).toBeGreaterThanOrEqual(2);
      for (const control of controls) {
        const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
        // A boxed button (filled or outlined), never bare text: the look of its neighbours.
        expect(control.className, name).toMatch(/\bbutton\b/);
        expect(control.className, name).toMatch(/\bbutton-(primary|secondary)\b/);
        expect(control.className, name).toMatch(/\bbutton-small\b/);
        // Reached by the keyboard: a link with an address, or a button not taken out of the order.
        expect(control.tabIndex, name).toBe(0);
        expect(control.tagName === 'BUTTON' || control.hasAttribute('href'), name).toBe(true);
        // The name says what is pressed, its visible words first.
        expect(name.startsWith(control.textContent ?? ''), name).toBe(true);
      }
    }
  });
});
