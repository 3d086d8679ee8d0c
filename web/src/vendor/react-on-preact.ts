/**
 * `react` for the app and its libraries (React Router, TanStack Query, react-i18next): React's
 * API on Preact's compatibility layer (`preact/compat`), which weighs about a tenth of React DOM
 * (web/README.md, "Preact in place of React DOM"). vite.config.ts points `react` here.
 *
 * Two React 19 hooks and one component the app uses have no Preact counterpart; they are here:
 * - `<Activity mode="hidden">` keeps its children mounted, with their state, and pauses their
 *   effects and store subscriptions as React's does: every effect under it is cleaned up when it
 *   hides and runs again when it shows. It does not hide the DOM itself: its caller does
 *   (app/keep-alive-outlet.tsx gives each hidden screen `hidden`).
 * - `useEffectEvent`: a function that always calls the latest render's callback, for effects.
 * And fields keep React's controlled behaviour (./controlled-fields.ts).
 */
import './controlled-fields';
import {
  createContext,
  createElement,
  useContext,
  useEffect as preactUseEffect,
  useInsertionEffect as preactUseInsertionEffect,
  useLayoutEffect as preactUseLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore as preactUseSyncExternalStore,
} from 'preact/compat';
import type { ComponentChildren } from 'preact';

// @ts-expect-error -- preact/compat's types are one `export =` namespace; the module's are named.
export * from 'preact/compat';
export { default } from 'preact/compat';

/** True under a hidden <Activity>: effects and subscriptions wait until it shows. */
const Hidden = createContext(false);

/**
 * The dependencies a paused effect runs with: no array the app passes is equal to it (it holds the
 * context itself), so the effect runs, as its cleanup did, on both changes of visibility. An
 * effect without dependencies runs after every render anyway (and Preact cannot compare an array
 * with none): paused, it runs the empty effect after every render instead.
 */
const PAUSED: unknown[] = [Hidden];
const pausedDependencies = (dependencies: Dependencies) =>
  (dependencies === undefined ? undefined : PAUSED) as unknown[];
const nothing = () => undefined;
const subscribeToNothing = () => nothing;

type Effect = () => void | (() => void);
type Dependencies = readonly unknown[] | undefined;

export function Activity({
  mode = 'visible',
  children,
}: {
  mode?: 'visible' | 'hidden';
  children?: ComponentChildren;
}) {
  const hiddenAbove = useContext(Hidden);
  return createElement(Hidden.Provider, { value: hiddenAbove || mode === 'hidden' }, children);
}

export function useEffect(effect: Effect, dependencies?: Dependencies): void {
  const hidden = useContext(Hidden);
  preactUseEffect(
    hidden ? nothing : effect,
    hidden ? pausedDependencies(dependencies) : (dependencies as unknown[]),
  );
}

export function useLayoutEffect(effect: Effect, dependencies?: Dependencies): void {
  const hidden = useContext(Hidden);
  preactUseLayoutEffect(
    hidden ? nothing : effect,
    hidden ? pausedDependencies(dependencies) : (dependencies as unknown[]),
  );
}

export function useInsertionEffect(effect: Effect, dependencies?: Dependencies): void {
  const hidden = useContext(Hidden);
  preactUseInsertionEffect(
    hidden ? nothing : effect,
    hidden ? pausedDependencies(dependencies) : (dependencies as unknown[]),
  );
}

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const hidden = useContext(Hidden);
  // A hidden screen keeps the value it had; on showing it subscribes again and reads the store.
  return preactUseSyncExternalStore(hidden ? subscribeToNothing : subscribe, getSnapshot);
}

export function useEffectEvent<Callback extends (...args: never[]) => unknown>(
  callback: Callback,
): Callback {
  const latestRef = useRef(callback);
  // Preact renders synchronously and never drops a render, so the render may set it: every
  // effect, a child's too, then calls this render's callback.
  // eslint-disable-next-line react-hooks/refs -- see above
  latestRef.current = callback;
  const [stable] = useState(
    () => ((...args: Parameters<Callback>) => latestRef.current(...args)) as unknown as Callback,
  );
  return stable;
}
