import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SystemContent as SdkSystemContent } from 'wukongimjssdk/lib/model';
import { systemDisplayText } from './system-text';

const extra = (...names: (string | undefined)[]) =>
  names.map((name, i) => ({ uid: `u${i}`, name: name ?? '' }));

function sdkDisplayText(content: string, names: string[]): string {
  const sdk = new SdkSystemContent();
  sdk.decode(
    new TextEncoder().encode(
      JSON.stringify({ type: 1001, content, extra: names.map((name) => ({ name })) }),
    ),
  );
  return sdk.displayText;
}

describe('system message text', () => {
  it('fills each {n} with the n-th name of the extra list', () => {
    expect(
      systemDisplayText({ content: '{0} 邀请 {1} 加入群聊', extra: extra('店长', 'สมชาย') }),
    ).toBe('店长 邀请 สมชาย 加入群聊');
  });

  it('fills every occurrence and leaves placeholders without an entry as written', () => {
    expect(systemDisplayText({ content: '{0} and {0} met {2}', extra: extra('Ann') })).toBe(
      'Ann and Ann met {2}',
    );
  });

  it('never fills a name again and keeps $ literal', () => {
    expect(systemDisplayText({ content: '{0} / {1}', extra: extra('{1}', '$& 💰') })).toBe(
      '{1} / $& 💰',
    );
  });

  it('fills an entry without a name with nothing', () => {
    expect(systemDisplayText({ content: '[{0}]', extra: extra(undefined) })).toBe('[]');
  });

  it('shows what the SDK shows when each placeholder appears once', () => {
    const name = fc.string({ unit: 'grapheme', maxLength: 10 }).filter((n) => !/[{$]/.test(n));
    fc.assert(
      fc.property(
        fc.array(name, { maxLength: 4 }),
        fc.string({ unit: 'grapheme', maxLength: 10 }).filter((t) => !t.includes('{')),
        (names, tail) => {
          const content = names.map((_, i) => `{${i}} `).join('') + tail;
          expect(systemDisplayText({ content, extra: extra(...names) })).toBe(
            sdkDisplayText(content, names),
          );
        },
      ),
    );
  });
});
