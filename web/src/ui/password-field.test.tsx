import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

describe('password field', () => {
  it('hides the password until the shopper asks to see it, and hides it again', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" defaultValue="secret1" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password', pressed: false });
    await user.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Show password', pressed: true })).toBe(toggle);
    expect((input as HTMLInputElement).value).toBe('secret1');
    await user.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
  });
});
