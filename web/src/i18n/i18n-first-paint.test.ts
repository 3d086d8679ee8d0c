import { describe, expect, it } from 'vitest';
import { ensureAllStrings, i18n, startI18n } from './i18n';

describe('strings before the first paint', () => {
  it('loads only the first-paint groups, then the rest on demand', async () => {
    await startI18n(['ko'], { strings: 'first-paint' });
    expect(i18n.t('tab.cart')).toBe('장바구니');
    expect(i18n.exists('language.choose')).toBe(false);
    await ensureAllStrings();
    expect(i18n.t('language.choose')).toBe('언어 선택');
  });
});
