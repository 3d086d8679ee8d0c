import { describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

describe('copying a deposit address', () => {
  it('writes the text to the clipboard on a secure page', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    await expect(
      copyText('TQ5h', { isSecureContext: true, clipboard: { writeText } }),
    ).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('TQ5h');
  });

  it('is unsupported on a non-HTTPS page, without touching the clipboard', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    await expect(
      copyText('TQ5h', { isSecureContext: false, clipboard: { writeText } }),
    ).resolves.toBe('unsupported');
    await expect(copyText('TQ5h', { isSecureContext: false })).resolves.toBe('unsupported');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('reports a refused write (permission denied)', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    await expect(
      copyText('TQ5h', { isSecureContext: true, clipboard: { writeText } }),
    ).resolves.toBe('failed');
  });
});
