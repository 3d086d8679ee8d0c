import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ProductQuantity } from './quantity-stepper';

function Stepper({ stock }: { stock: number }) {
  const [quantity, setQuantity] = useState(1);
  return (
    <>
      <ProductQuantity value={quantity} stock={stock} onChange={setQuantity} />
      <output>chosen {quantity}</output>
    </>
  );
}

describe('quantity stepper', () => {
  it('steps between 1 and the stock, disabling the end it reached', async () => {
    const user = userEvent.setup();
    render(<Stepper stock={2} />);
    const less = screen.getByRole('button', { name: 'Decrease quantity' });
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    expect(less).toHaveProperty('disabled', true);
    await user.click(more);
    expect(screen.getByText('chosen 2')).toBeTruthy();
    expect(more).toHaveProperty('disabled', true);
    await user.click(less);
    expect(screen.getByText('chosen 1')).toBeTruthy();
  });

  it('takes a typed number once the field is left, within the stock', async () => {
    const user = userEvent.setup();
    render(<Stepper stock={40} />);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, '75x');
    expect(field).toHaveProperty('value', '75');
    await user.tab();
    expect(field).toHaveProperty('value', '40');
    expect(screen.getByText('chosen 40')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '{Enter}');
    expect(screen.getByText('chosen 1')).toBeTruthy();
  });
});
