import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { languageCodes, languages, messageLanguage, toLanguageCode } from './languages';
import { loadContract } from './load-contract';

describe('languages', () => {
  it('are the five of the specification, each with its names', () => {
    expect(languages.map((language) => language.file_name)).toEqual([...languageCodes]);
    expect(languageCodes).toEqual(['en', 'zh-CN', 'ri', 'han', 'tai']);
  });

  it('are the ones the contract example of userLanguageList shows', () => {
    const example = (
      loadContract().paths['/api/user/language_list']?.get?.responses['200'] as {
        content: Record<string, { example: { data: unknown } }>;
      }
    ).content['application/json']?.example.data;
    expect(example).toEqual(languages);
  });

  it('read a code in any case, as the logout call writes zh-cn', () => {
    expect(toLanguageCode('zh-cn')).toBe('zh-CN');
    fc.assert(
      fc.property(fc.constantFrom(...languageCodes), fc.boolean(), (code, upper) => {
        expect(toLanguageCode(upper ? code.toUpperCase() : code.toLowerCase())).toBe(code);
      }),
    );
    expect(toLanguageCode('fr')).toBeUndefined();
    expect(toLanguageCode('')).toBeUndefined();
  });

  it('choose the message language from the header, then the profile, then English', () => {
    expect(messageLanguage({ header: 'ri', saved: 'han' })).toBe('ri');
    expect(messageLanguage({ header: 'xx', saved: 'han' })).toBe('han');
    expect(messageLanguage({ header: undefined, saved: undefined })).toBe('en');
    expect(messageLanguage({ header: 'fr', saved: 'de' })).toBe('en');
  });
});
