import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderLine, OrderLines } from './order-lines';

describe('order lines', () => {
  it('lists each product with its name, unit price and how many, in the given order', () => {
    render(
      <OrderLines>
        <OrderLine image="/p/1.png" name="Trail tent" price="$20.00" quantity="× 2" />
        <OrderLine
          image="/p/2.png"
          name={<a href="/detail/2/3">Camp stove</a>}
          price="$35.50"
          quantity="× 1"
        />
      </OrderLines>,
    );
    const lines = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Trail tent$20.00× 2',
      'Camp stove$35.50× 1',
    ]);
    expect(
      within(lines[1] as HTMLElement).getByRole('link', { name: 'Camp stove' }),
    ).toHaveProperty('href', expect.stringContaining('/detail/2/3'));
  });
});
