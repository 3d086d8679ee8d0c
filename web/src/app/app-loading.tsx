import { Skeleton } from '@/ui/skeleton';
import { ProgressBar } from './navigation-progress';
import './layout.css';

/** First paint while the first screen and the guard's call load: progress bar and outline. */
export function AppLoading() {
  return (
    <>
      <ProgressBar busy />
      <div
        className="app-shell"
        style={{ padding: 'var(--space-4)', display: 'grid', gap: 'var(--space-4)' }}
      >
        <Skeleton height={36} radius="var(--radius-pill)" />
        <Skeleton height={140} radius="var(--radius-lg)" />
        <Skeleton height={160} radius="var(--radius-lg)" />
        <Skeleton height={220} radius="var(--radius-lg)" />
      </div>
    </>
  );
}
