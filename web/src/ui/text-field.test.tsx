import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { TextField } from './text-field';

describe('text field', () => {
  it('is labelled, and its error marks it invalid and is read with it', () => {
    render(<TextField label="E-mail" error="Please enter a correct e-mail address" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe(
      'Please enter a correct e-mail address',
    );
  });

  it('without an error it is not marked invalid', () => {
    render(<TextField label="Nickname" hint="Shown to shops" />);
    const input = screen.getByLabelText('Nickname');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('button', () => {
  it('a busy button tells assistive tech and ignores taps', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
