import { describe, expect, it } from 'vitest';
import { readCookie, setLanguageCookie } from '@/session/cookies';
import { currentLanguage, i18n, startI18n, switchLanguage } from './i18n';

describe('i18n', () => {
  it('starts in the saved language and sets <html lang>', async () => {
    setLanguageCookie('ri');
    expect(await startI18n(['en-US'])).toBe('ri');
    expect(document.documentElement.lang).toBe('ja');
    expect(i18n.t('tab.cart')).toBe('カート');
  });

  it('switches on demand, remembers the choice and fills placeholders', async () => {
    await startI18n(['en-US']);
    await switchLanguage('tai');
    expect(currentLanguage()).toBe('tai');
    expect(document.documentElement.lang).toBe('th');
    expect(readCookie('Local_Lang')).toBe('tai');
    expect(i18n.t('error.status', { status: 502 })).toBe('อินเทอร์เฟซระบบ 502 ผิดปกติ');
    await switchLanguage('zh-CN');
    expect(i18n.t('error.duplicateSubmit')).toBe('数据正在处理，请勿重复提交');
  });

  it('can follow the account language without remembering it on this device', async () => {
    await startI18n(['en-US']);
    await switchLanguage('han', { remember: false });
    expect(document.documentElement.lang).toBe('ko');
    expect(readCookie('Local_Lang')).toBeUndefined();
  });
});
