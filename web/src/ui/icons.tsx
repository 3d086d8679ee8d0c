import type { ReactNode, SVGProps } from 'react';

/** The spec's icon defaults. */
export const ICON_SIZE = '1rem';
export const ICON_COLOR = '#191919';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'color'> {
  size?: string | number;
  color?: string;
  /** A label makes the icon meaningful to screen readers; without one it is decorative. */
  label?: string;
}

/** The frame every icon draws in: 24 x 24, stroked, decorative unless labelled; icons used by
 * one or a few screens live in their own files. */
export function Icon({
  size = ICON_SIZE,
  color = ICON_COLOR,
  label,
  children,
  ...rest
}: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke={color}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const HomeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V20h5v-6h4v6h5V9.5" />
  </Icon>
);

export const ExploreIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5z" />
  </Icon>
);

export const MessageIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 10h8M8 13h5" />
  </Icon>
);

export const CartIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 4h2l2.2 11h10.6L20 8H6.2" />
    <circle cx="9" cy="19" r="1.4" />
    <circle cx="17" cy="19" r="1.4" />
  </Icon>
);

export const UserIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </Icon>
);

export const BackIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M15 5l-7 7 7 7" />
  </Icon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 5l7 7-7 7" />
  </Icon>
);

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

export const AlertIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </Icon>
);

export const HeartIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 20s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 7.5 3c0 5.4-7.5 10-7.5 10z" />
  </Icon>
);

export const StarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" />
  </Icon>
);

export const BellIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </Icon>
);

/** A gear: eight teeth around a hub (a disc with rays would read as the sun, brightness). */
export const SettingsIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10.3 5L10.7 2.6A9.5 9.5 0 0 1 13.3 2.6L13.7 5A7.2 7.2 0 0 1 15.7 5.8L17.7 4.4A9.5 9.5 0 0 1 19.6 6.3L18.2 8.3A7.2 7.2 0 0 1 19 10.3L21.4 10.7A9.5 9.5 0 0 1 21.4 13.3L19 13.7A7.2 7.2 0 0 1 18.2 15.7L19.6 17.7A9.5 9.5 0 0 1 17.7 19.6L15.7 18.2A7.2 7.2 0 0 1 13.7 19L13.3 21.4A9.5 9.5 0 0 1 10.7 21.4L10.3 19A7.2 7.2 0 0 1 8.3 18.2L6.3 19.6A9.5 9.5 0 0 1 4.4 17.7L5.8 15.7A7.2 7.2 0 0 1 5 13.7L2.6 13.3A9.5 9.5 0 0 1 2.6 10.7L5 10.3A7.2 7.2 0 0 1 5.8 8.3L4.4 6.3A9.5 9.5 0 0 1 6.3 4.4L8.3 5.8A7.2 7.2 0 0 1 10.3 5z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const PlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const MinusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12h14" />
  </Icon>
);

export const TrashIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
  </Icon>
);

export const ShopIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 9.5 5.5 4h13L20 9.5" />
    <path d="M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0" />
    <path d="M5.5 12v8h13v-8M10 20v-4h4v4" />
  </Icon>
);

export const WalletIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h15a1 1 0 0 1 1 1v11H4z" />
    <path d="M4 7l12-3v3M15.5 13.5h.01" />
  </Icon>
);

export const ImageIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <circle cx="9" cy="10" r="1.6" />
    <path d="m4 18 5-5 4 4 3-3 4 4" />
  </Icon>
);
