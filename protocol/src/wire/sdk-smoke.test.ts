import { describe, expect, it } from 'vitest';
import Encoder from 'wukongimjssdk/lib/encoder';

describe('official SDK loads under the test runner', () => {
  it('encodes a byte', () => {
    const e = new Encoder();
    e.writeByte(7);
    expect(Array.from(e.w)).toEqual([7]);
  });
});
