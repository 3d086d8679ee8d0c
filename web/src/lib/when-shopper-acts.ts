/** The other screens' strings load by then at the latest when the shopper has not touched yet. */
export const REST_STRINGS_AFTER_MS = 3000;

const EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Runs `then` once: on the shopper's first touch, click or key anywhere, or after `latestMs`.
 * Work the first screen does not need waits for it, so it does not share the line and the
 * processor with what that screen shows first. Answers a function that cancels it.
 */
export function whenShopperActs(
  then: () => void,
  latestMs: number,
  target: EventTarget = window,
): () => void {
  let done = false;
  const stop = () => {
    done = true;
    clearTimeout(timer);
    for (const name of EVENTS) target.removeEventListener(name, run, { capture: true });
  };
  const run = () => {
    if (done) return;
    stop();
    then();
  };
  const timer = setTimeout(run, latestMs);
  for (const name of EVENTS)
    target.addEventListener(name, run, { capture: true, once: true, passive: true });
  return stop;
}
