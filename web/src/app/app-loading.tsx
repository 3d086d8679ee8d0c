import { BootFrame } from './boot-frame';
import { ProgressBar } from './navigation-progress';
import './layout.css';

/**
 * First paint while the first screen and the guard's call load: the progress bar over the start
 * frame that `dist/index.html` already shows (prerendered), so the app's first commit looks the same.
 */
export function AppLoading() {
  return (
    <>
      <ProgressBar busy />
      <BootFrame />
    </>
  );
}
