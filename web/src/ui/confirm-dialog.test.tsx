import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useConfirm } from './confirm-dialog';

let answer: Promise<boolean> | undefined;

function CancelOrder() {
  const [confirm, dialog] = useConfirm();
  return (
    <>
      <button onClick={() => (answer = confirm({ title: 'Cancel this order?', danger: true }))}>
        Cancel order
      </button>
      {dialog}
    </>
  );
}

describe('confirm dialog', () => {
  it('is a labelled modal dialog that resolves true on Confirm', async () => {
    const user = userEvent.setup();
    render(<CancelOrder />);
    await user.click(screen.getByText('Cancel order'));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape cancels and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<CancelOrder />);
    const opener = screen.getByText('Cancel order');
    await user.click(opener);
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<CancelOrder />);
    await user.click(screen.getByText('Cancel order'));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
    await act(async () => {
      await user.keyboard('{Escape}');
    });
  });
});
