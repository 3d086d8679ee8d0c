import { Link } from 'react-router';

/**
 * The way on from an empty or failed state, drawn as the screen's main button (`button.css`):
 * `<EmptyState action={<MainLink to={paths.home()} label={t('orders.shop')} />} />`. A module of
 * its own, so the first load of /home (which shows no such link) does not carry it.
 */
export function MainLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="button button-primary">
      {label}
    </Link>
  );
}
