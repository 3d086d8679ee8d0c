import { describe, expect, it } from 'vitest';
import { categoryTiles } from './category-tiles';

describe('category tiles', () => {
  it('gives each of the ten categories its own icon', () => {
    const icons = Object.values(categoryTiles).map((tile) => tile.Icon);
    expect(icons).toHaveLength(10);
    expect(new Set(icons).size).toBe(10);
  });
});
