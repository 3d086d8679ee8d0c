import { describe, expect, it, vi } from 'vitest';
import { i18n, startI18n } from './i18n';

describe('strings for a first screen other than /home', () => {
  it('waits for the first-paint groups only, while the rest arrive without being asked for', async () => {
    await startI18n(['th'], { strings: 'first-paint', prefetchRest: true });
    expect(i18n.t('tab.cart')).not.toBe('tab.cart');
    await vi.waitFor(() => expect(i18n.exists('language.choose')).toBe(true));
  });
});
