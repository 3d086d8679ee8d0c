import { Icon, type IconProps } from './icons';

// The category tiles' icons, one per category: a picture of what it sells. Apart from
// icons.tsx so only the screens showing categories carry them.

export const MonitorIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="4" width="18" height="12" rx="1.5" />
    <path d="M8 20h8M12 16v4" />
  </Icon>
);

export const PlugIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 3v5M15 3v5M6.5 8h11v3a5.5 5.5 0 0 1-11 0zM12 16.5V21" />
  </Icon>
);

export const TentIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 20h19M4 20 12 5l8 15M12 5l-2.5 15M12 5l2.5 15" />
  </Icon>
);

export const ShirtIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8.5 3.5 3.5 6 2 10.5l3.5 1.3v8.7h13v-8.7l3.5-1.3L20.5 6l-5-2.5a3.5 3.5 0 0 1-7 0z" />
  </Icon>
);

export const DressIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9.5 2.5v3L10 8 5 20.5h14L14 8l.5-2.5v-3" />
    <path d="M10 8h4" />
  </Icon>
);

export const BowlIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 11.5h18a9 8 0 0 1-18 0z" />
    <path d="M8 8c0-1.5 1-2 1-3.5M12 8c0-1.5 1-2 1-3.5M16 8c0-1.5 1-2 1-3.5" />
  </Icon>
);

export const PhoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M11 18.5h2" />
  </Icon>
);

export const KiteIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 2.5 18.5 9 12 16.5 5.5 9z" />
    <path d="M12 2.5v14M5.5 9h13M12 16.5c-2 1.5 2 3 0 5" />
  </Icon>
);
