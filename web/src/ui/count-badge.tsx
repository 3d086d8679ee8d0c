import './count-badge.css';

/**
 * A small red count on the corner of an icon (cart, bell): nothing at 0, "99+" above 99. It is
 * hidden from screen readers: the link or button it sits on says the count in words.
 * The icon's wrapper needs `position: relative` (`count-badge-anchor`); `className` moves it.
 */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={className ? `count-badge ${className}` : 'count-badge'} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
