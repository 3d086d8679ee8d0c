import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languageCodes } from './languages';
import { isMessageKey, messages, translate, type MessageKey } from './messages';

const keys = Object.keys(messages.en) as MessageKey[];

describe('messages', () => {
  it('give every key a non-empty text in each of the five languages, and no other key', () => {
    for (const language of languageCodes) {
      const texts: Record<string, string> = messages[language];
      expect(Object.keys(texts).sort(), language).toEqual([...keys].sort());
      for (const key of keys) expect(texts[key]?.trim(), `${key} in ${language}`).toBeTruthy();
    }
  });

  it('are translated, not copied from English', () => {
    for (const key of keys) {
      for (const language of languageCodes.filter((code) => code !== 'en')) {
        expect(translate(key, language), `${key} in ${language}`).not.toBe(translate(key, 'en'));
      }
    }
  });

  it('are written in the script of each language', () => {
    const scripts: Record<string, RegExp> = {
      'zh-CN': /\p{Script=Han}/u,
      ri: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
      han: /\p{Script=Hangul}/u,
      tai: /\p{Script=Thai}/u,
    };
    for (const key of keys) {
      for (const [language, script] of Object.entries(scripts)) {
        expect(translate(key, language as 'zh-CN'), `${key} in ${language}`).toMatch(script);
      }
    }
  });

  it('cover every message key the rules can give', () => {
    const source = readFileSync(new URL('./rules.ts', import.meta.url), 'utf8');
    const used = [...source.matchAll(/'(rules\.[a-zA-Z.]+)'/g)].map((match) => match[1] ?? '');
    expect(used.length).toBeGreaterThan(30);
    for (const key of used) expect(isMessageKey(key), key).toBe(true);
  });

  it('tell keys from other text', () => {
    expect(isMessageKey('rules.email.invalid')).toBe(true);
    expect(isMessageKey('rules.email.nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });

  it('answer in the language asked', () => {
    expect(translate('errors.balance.insufficient', 'en')).toBe('Your balance is not enough');
    expect(translate('errors.balance.insufficient', 'zh-CN')).toBe('余额不足');
  });
});

describe('messages with values', () => {
  it('fill their placeholders in every language, and every language names the same ones', () => {
    for (const key of keys) {
      const names = (text: string) =>
        [...text.matchAll(/\{\{([a-z]+)\}\}/g)].map((m) => m[1]).sort();
      const english = names(translate(key, 'en'));
      for (const language of languageCodes) {
        expect(names(translate(key, language)), `${key} in ${language}`).toEqual(english);
      }
    }
    expect(translate('errors.payPassword.wrongTriesLeft', 'en', { left: 3 })).toBe(
      'The payment code is wrong, 3 more wrong tries lock it for 15 minutes',
    );
    expect(translate('errors.login.tooMany', 'tai', { minutes: 15 })).toContain('15');
  });

  it('fall back to English for a language that is an object key, not a language', () => {
    for (const language of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(translate('errors.request.invalid', language as 'en')).toBe(
        'The request is not valid',
      );
    }
  });

  it('say which bound an amount broke', () => {
    expect(translate('rules.amount.tooLarge', 'en')).toBe(
      'The amount must be at most 1,000,000.00',
    );
  });
});
