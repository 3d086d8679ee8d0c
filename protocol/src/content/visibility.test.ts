import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MessageText } from 'wukongimjssdk/lib/model';
import { isVisibleTo } from './visibility';

const uid = fc.constantFrom('shopper', 'merchant', 'agent', '顾客', 'ลูกค้า');
const list = fc.option(fc.uniqueArray(uid, { maxLength: 3 }), { nil: undefined });

describe('message visibility', () => {
  it('shows a message with no lists to everybody', () => {
    expect(isVisibleTo({}, 'shopper')).toBe(true);
    expect(isVisibleTo({ visibles: [], invisibles: [] }, 'shopper')).toBe(true);
  });

  it('shows a message with visibles only to the users listed', () => {
    expect(isVisibleTo({ visibles: ['merchant'] }, 'merchant')).toBe(true);
    expect(isVisibleTo({ visibles: ['merchant'] }, 'shopper')).toBe(false);
  });

  it('hides a message from invisibles even when visibles lists them', () => {
    expect(isVisibleTo({ visibles: ['shopper'], invisibles: ['shopper'] }, 'shopper')).toBe(false);
    expect(isVisibleTo({ invisibles: ['agent'] }, 'shopper')).toBe(true);
  });

  it('agrees with the official SDK for any lists and user', () => {
    fc.assert(
      fc.property(list, list, uid, (visibles, invisibles, who) => {
        const parts = {
          ...(visibles ? { visibles } : {}),
          ...(invisibles ? { invisibles } : {}),
        };
        const sdk = new MessageText();
        sdk.decode(new TextEncoder().encode(JSON.stringify({ type: 1, content: 'hi', ...parts })));
        expect(isVisibleTo(parts, who)).toBe(sdk.isVisiable(who));
      }),
    );
  });
});
