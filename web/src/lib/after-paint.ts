/**
 * Runs `then` once the browser has painted the next frame (a frame, then a task after it): work
 * that must not delay what a screen has just rendered waits for it to be on screen. A page in the
 * background paints no frames: there, `then` runs after `latestMs` at the latest. Answers a
 * function that cancels it.
 */
export function afterNextPaint(then: () => void, latestMs = 1000): () => void {
  let done = false;
  let task: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    then();
  };
  const frame = requestAnimationFrame(() => {
    task = setTimeout(run, 0);
  });
  const latest = setTimeout(run, latestMs);
  function cancel() {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(latest);
  }
  return cancel;
}
