import { describe, expect, it } from 'vitest';
import { chatTime } from './chat-time';

const now = new Date(2026, 10, 22, 15, 30);
const at = (d: Date) => Math.floor(d.getTime() / 1000);

describe('message times', () => {
  it('shows only the hour today, the day this year, the year before', () => {
    expect(chatTime(at(new Date(2026, 10, 22, 9, 5)), 'en', now)).toMatch(/09:05|9:05/);
    expect(chatTime(at(new Date(2026, 10, 22, 9, 5)), 'en', now)).not.toMatch(/Nov/);
    expect(chatTime(at(new Date(2026, 2, 3, 9, 5)), 'en', now)).toMatch(/Mar 3/);
    expect(chatTime(at(new Date(2024, 2, 3, 9, 5)), 'en', now)).toMatch(/2024/);
  });

  it('speaks the shopper language', () => {
    expect(chatTime(at(new Date(2026, 2, 3, 9, 5)), 'zh-CN', now)).toMatch(/3月3日/);
  });
});

describe('the date formats', () => {
  it('are made once per language and span', () => {
    const Platform = Intl.DateTimeFormat;
    let made = 0;
    class Counted extends Platform {
      constructor(...args: ConstructorParameters<typeof Platform>) {
        super(...args);
        made += 1;
      }
    }
    Intl.DateTimeFormat = Counted as typeof Intl.DateTimeFormat;
    try {
      for (let i = 0; i < 5; i++) chatTime(at(new Date(2026, 10, 22, 9, i)), 'ri', now);
      expect(made).toBe(1);
      chatTime(at(new Date(2026, 2, 3, 9, 5)), 'ri', now);
      expect(made).toBe(2);
    } finally {
      Intl.DateTimeFormat = Platform;
    }
  });
});
