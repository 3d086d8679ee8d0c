import type { components } from '@storefront/contracts/generated/openapi';
import type { Messages } from '@/i18n/i18n';

/** A category's stable key, as the backend sends it. */
export type CategoryKey = components['schemas']['CategoryKey'];

type CategoryLabelKey = `category.${keyof Messages['category'] & string}`;

/**
 * The backend's category keys, mapped to the shop's translated labels: the server also sends a
 * `name`, but only in the language it guessed, so the label follows the shopper's choice instead.
 */
export const categoryLabelKey: Readonly<Record<CategoryKey, CategoryLabelKey>> = {
  computer: 'category.computer',
  electrical: 'category.electrical',
  outdoors: 'category.outdoors',
  family_life: 'category.family',
  health: 'category.health',
  mens_clothing: 'category.men',
  womens_clothing: 'category.women',
  food: 'category.food',
  mobile_phone: 'category.phone',
  toys: 'category.toys',
};

/** The translation key of a category, or undefined for a key this build does not know yet. */
export function categoryLabelKeyOf(key: string): CategoryLabelKey | undefined {
  return Object.hasOwn(categoryLabelKey, key) ? categoryLabelKey[key as CategoryKey] : undefined;
}
