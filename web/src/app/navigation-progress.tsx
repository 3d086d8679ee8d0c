import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import './navigation-progress.css';

type ProgressState = 'idle' | 'loading' | 'done';

/** A thin bar at the top while the next screen loads (no spinner). */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return <ProgressBar busy={busy} />;
}

export function ProgressBar({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ProgressState>(busy ? 'loading' : 'idle');
  useEffect(() => {
    if (busy) {
      setState('loading');
      return;
    }
    setState((previous) => (previous === 'loading' ? 'done' : previous));
    const timer = setTimeout(() => setState('idle'), 450);
    return () => clearTimeout(timer);
  }, [busy]);
  if (state === 'idle') return null;
  return (
    <div
      className="nav-progress"
      data-state={state}
      role="progressbar"
      aria-label={t('common.loading')}
      aria-busy={state === 'loading'}
    >
      <div className="nav-progress-bar" />
    </div>
  );
}
