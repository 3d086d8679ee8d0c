import { useCallback, useEffect, useState } from 'react';
import { control, messageOf } from './control-api';

/**
 * GETs a control path, again every `everyMs` (0: once) and on reload(); keeps the last answer
 * while the next one loads. A null path loads nothing.
 */
export function useControl<T>(path: string | null, everyMs = 0) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState('');
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (path === null) return undefined;
    let live = true;
    const load = () =>
      control<T>(path).then(
        (answer) => {
          if (!live) return;
          setData(answer);
          setError('');
        },
        (failure: unknown) => {
          if (live) setError(messageOf(failure));
        },
      );
    void load();
    const timer = everyMs > 0 ? window.setInterval(() => void load(), everyMs) : undefined;
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [path, everyMs, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, reload };
}

/** How the last action went, in a line (`Status` shows it). */
export type StatusLine = { ok: boolean; text: string };

/** Runs control actions one at a time and says how the last one went; `after` follows a success. */
export function useAction(after?: () => void) {
  const [status, setStatus] = useState<StatusLine | null>(null);
  const [busy, setBusy] = useState(false);
  /** Runs `work`, busy meanwhile; says `done(answer)` or `failed(message)`; answers if it went. */
  const attempt = useCallback(
    async <T,>(
      work: () => Promise<T>,
      done: (answer: T) => string,
      failed: (message: string) => string,
    ): Promise<boolean> => {
      setBusy(true);
      try {
        const answer = await work();
        setStatus({ ok: true, text: done(answer) });
        after?.();
        return true;
      } catch (failure) {
        setStatus({ ok: false, text: failed(messageOf(failure)) });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [after],
  );
  /** Sends a control call; says "<label>: done" (and `shows`) or "<label>: <what went wrong>". */
  const run = useCallback(
    (
      label: string,
      path: string,
      body: unknown = {},
      method: 'POST' | 'DELETE' = 'POST',
      /** Where the change shows (the storefront's screens it affects), said after "done". */
      shows?: string,
    ) =>
      attempt(
        () => control(path, { method, body: method === 'DELETE' ? undefined : body }),
        () => `${label}: done${shows ? `. ${shows}` : ''}`,
        (message) => `${label}: ${message}`,
      ),
    [attempt],
  );
  /** Says how something done without `run` went (a download, a file read). */
  const say = useCallback((ok: boolean, text: string) => setStatus({ ok, text }), []);
  return { run, attempt, status, busy, say };
}

/** `useAction`'s control call, for a part of an area that shares its status line. */
export type Run = ReturnType<typeof useAction>['run'];

export function Status({ status }: { status: StatusLine | null }) {
  if (!status) return null;
  return (
    <p className={status.ok ? 'status ok' : 'status error'} role="status">
      {status.text}
    </p>
  );
}

/** A list that could not be loaded (a `useControl` error), in place of the list. */
export function LoadError({ error }: { error: string }) {
  return error ? <p className="error">{error}</p> : null;
}
