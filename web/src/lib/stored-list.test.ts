import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { storedList, type ListStorage } from './stored-list';

function memoryStorage(): ListStorage & { texts: Map<string, string> } {
  const texts = new Map<string, string>();
  return {
    texts,
    getItem: (key) => texts.get(key) ?? null,
    setItem: (key, value) => void texts.set(key, value),
    removeItem: (key) => void texts.delete(key),
  };
}

const numbers = (storage: () => ListStorage | undefined, limit = 3) =>
  storedList<number>({
    key: 'numbers',
    limit,
    isEntry: (value): value is number => typeof value === 'number',
    identity: (entry) => entry % 10,
    storage,
  });

describe('a stored list', () => {
  it('is capped, deduplicated and newest first after any adds and removes', () => {
    const step = fc.oneof(
      fc.record({ add: fc.nat(40) }),
      fc.record({ remove: fc.nat(40) }),
      fc.constant({ clear: true as const }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(step, { maxLength: 40 }),
        (limit, steps) => {
          const storage = memoryStorage();
          const list = numbers(() => storage, limit);
          let model: number[] = [];
          for (const change of steps) {
            if ('add' in change) {
              model = [change.add, ...model.filter((kept) => kept % 10 !== change.add % 10)].slice(
                0,
                limit,
              );
              list.add(change.add);
            } else if ('remove' in change) {
              model = model.filter((kept) => kept % 10 !== change.remove % 10);
              list.remove(change.remove);
            } else {
              model = [];
              list.clear();
            }
            expect(list.list()).toEqual(model);
            // Another list over the same storage (a new tab) reads the same.
            expect(numbers(() => storage, limit).list()).toEqual(model);
            expect(storage.texts.has('numbers')).toBe(model.length > 0);
          }
        },
      ),
    );
  });

  it('reads anything stored as a list of whole entries, at most the limit', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const storage = memoryStorage();
        storage.setItem('numbers', text);
        const entries = numbers(() => storage).list();
        expect(entries.length).toBeLessThanOrEqual(3);
        for (const entry of entries) expect(typeof entry).toBe('number');
      }),
    );
  });

  it('gives the same array while storage holds the same text (a stable snapshot)', () => {
    const storage = memoryStorage();
    const list = numbers(() => storage);
    list.add(1);
    expect(list.list()).toBe(list.list());
  });

  it('works without storage, or with one that throws, and still tells its listeners', () => {
    const broken: ListStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    for (const storage of [
      () => undefined,
      () => broken,
      () => {
        throw new Error('blocked');
      },
    ]) {
      const list = numbers(storage);
      const listener = vi.fn();
      const stop = list.subscribe(listener);
      list.add(1);
      list.clear();
      expect(list.list()).toEqual([]);
      expect(listener).toHaveBeenCalledTimes(2);
      stop();
      list.add(2);
      expect(listener).toHaveBeenCalledTimes(2);
    }
  });
});
