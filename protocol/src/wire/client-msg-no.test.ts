import { describe, expect, it } from 'vitest';
import { newClientMsgNo } from './client-msg-no';

describe('newClientMsgNo', () => {
  it('is 32 hex digits shaped like a version-4 UUID, and fresh each time', () => {
    const numbers = Array.from({ length: 200 }, newClientMsgNo);
    for (const n of numbers) expect(n).toMatch(/^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
