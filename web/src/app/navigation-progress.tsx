import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
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
  // A load that starts shows the bar; one that ends fills it, then it fades (450 ms).
  const [wasBusy, setWasBusy] = useState(busy);
  if (wasBusy !== busy) {
    setWasBusy(busy);
    setState(busy ? 'loading' : state === 'loading' ? 'done' : state);
  }
  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => setState('idle'), 450);
    return () => clearTimeout(timer);
  }, [state]);
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
