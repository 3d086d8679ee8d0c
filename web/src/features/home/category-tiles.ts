import type { ComponentType } from 'react';
import type { CategoryKey } from '@/ui/category-label';
import {
  CartIcon,
  ExploreIcon,
  HeartIcon,
  HomeIcon,
  MessageIcon,
  SettingsIcon,
  StarIcon,
  UserIcon,
  type IconProps,
} from '@/ui/icons';

/** How each category's tile looks on the home board (icon and tint), by the backend's key. */
export const categoryTiles: Readonly<
  Record<CategoryKey, { Icon: ComponentType<IconProps>; tint: string }>
> = {
  computer: { Icon: SettingsIcon, tint: '#e0f2fe' },
  electrical: { Icon: StarIcon, tint: '#fef3c7' },
  outdoors: { Icon: ExploreIcon, tint: '#dcfce7' },
  family_life: { Icon: HomeIcon, tint: '#ffe4e6' },
  health: { Icon: HeartIcon, tint: '#fce7f3' },
  mens_clothing: { Icon: UserIcon, tint: '#e0e7ff' },
  womens_clothing: { Icon: UserIcon, tint: '#fae8ff' },
  food: { Icon: CartIcon, tint: '#ffedd5' },
  mobile_phone: { Icon: MessageIcon, tint: '#ccfbf1' },
  toys: { Icon: StarIcon, tint: '#fef9c3' },
};
