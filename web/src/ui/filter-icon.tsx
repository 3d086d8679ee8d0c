import { Icon, type IconProps } from './icons';

/** Sliders: the filter of a product list. Decorative, like the other icons. */
export const FilterIcon = (props: IconProps) => (
  <Icon strokeLinejoin="miter" {...props}>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </Icon>
);
