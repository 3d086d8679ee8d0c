import { describe, expect, it } from 'vitest';
import { bcp47Of, fromBrowserTag, pickInitialLanguage } from './languages';

describe('first language', () => {
  it('a saved choice (Local_Lang) wins', () => {
    expect(pickInitialLanguage('tai', ['ja-JP'])).toBe('tai');
  });

  it('an unknown cookie value is ignored', () => {
    expect(pickInitialLanguage('fr', ['ko-KR'])).toBe('han');
  });

  it('else the first browser language the shop offers', () => {
    expect(pickInitialLanguage(undefined, ['fr-FR', 'zh-TW', 'ja', 'en'])).toBe('ri');
    expect(pickInitialLanguage(undefined, ['zh-CN'])).toBe('zh-CN');
    expect(pickInitialLanguage(undefined, ['zh-Hans-CN'])).toBe('zh-CN');
    expect(pickInitialLanguage(undefined, ['th-TH'])).toBe('tai');
  });

  it('else English', () => {
    expect(pickInitialLanguage(undefined, ['fr-FR', 'de'])).toBe('en');
    expect(pickInitialLanguage(undefined, [])).toBe('en');
  });

  it('does not show simplified Chinese for traditional Chinese readers', () => {
    expect(fromBrowserTag('zh-TW')).toBeUndefined();
    expect(fromBrowserTag('zh-Hant-HK')).toBeUndefined();
  });

  it('maps the backend codes to BCP 47', () => {
    expect(['en', 'zh-CN', 'ri', 'han', 'tai'].map((code) => bcp47Of(code as never))).toEqual([
      'en',
      'zh-CN',
      'ja',
      'ko',
      'th',
    ]);
  });
});
