import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import { categoryLabelKey, categoryLabelKeyOf } from './category-label';

describe('category labels', () => {
  it('gives each of the ten categories its own translated label', () => {
    const keys = Object.values(categoryLabelKey);
    expect(keys).toHaveLength(10);
    expect(new Set(keys).size).toBe(10);
    for (const key of keys) {
      const name = key.split('.')[1] as keyof typeof en.category;
      expect(en.category[name], key).toBeTruthy();
    }
  });

  it('knows nothing of a key the backend may add later', () => {
    expect(categoryLabelKeyOf('family_life')).toBe('category.family');
    expect(categoryLabelKeyOf('garden')).toBeUndefined();
    expect(categoryLabelKeyOf('toString')).toBeUndefined();
  });
});
