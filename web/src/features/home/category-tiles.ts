import type { ComponentType } from 'react';
import type { CategoryKey } from '@/ui/category-label';
import { HeartIcon, HomeIcon, type IconProps } from '@/ui/icons';
import {
  BowlIcon,
  DressIcon,
  KiteIcon,
  MonitorIcon,
  PhoneIcon,
  PlugIcon,
  ShirtIcon,
  TentIcon,
} from '@/ui/category-icons';

/**
 * How each category's tile looks on the home board (icon and tint), by the backend's key: each
 * category has its own icon, a picture of what it sells.
 */
export const categoryTiles: Readonly<
  Record<CategoryKey, { Icon: ComponentType<IconProps>; tint: string }>
> = {
  computer: { Icon: MonitorIcon, tint: '#e0f2fe' },
  electrical: { Icon: PlugIcon, tint: '#fef3c7' },
  outdoors: { Icon: TentIcon, tint: '#dcfce7' },
  family_life: { Icon: HomeIcon, tint: '#ffe4e6' },
  health: { Icon: HeartIcon, tint: '#fce7f3' },
  mens_clothing: { Icon: ShirtIcon, tint: '#e0e7ff' },
  womens_clothing: { Icon: DressIcon, tint: '#fae8ff' },
  food: { Icon: BowlIcon, tint: '#ffedd5' },
  mobile_phone: { Icon: PhoneIcon, tint: '#ccfbf1' },
  toys: { Icon: KiteIcon, tint: '#fef9c3' },
};
