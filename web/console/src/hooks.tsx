import { useCallback, useEffect, useState } from 'react';
import { control } from './control-api';

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
          if (live) setError(failure instanceof Error ? failure.message : String(failure));
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

/** Runs control actions one at a time and says how the last one went. */
export function useAction(after?: () => void) {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (
      label: string,
      path: string,
      body: unknown = {},
      method: 'POST' | 'DELETE' = 'POST',
      /** Where the change shows (the storefront's screens it affects), said after "done". */
      shows?: string,
    ) => {
      setBusy(true);
      try {
        await control(path, { method, body: method === 'DELETE' ? undefined : body });
        setStatus({ ok: true, text: `${label}: done${shows ? `. ${shows}` : ''}` });
        after?.();
      } catch (failure) {
        setStatus({
          ok: false,
          text: `${label}: ${failure instanceof Error ? failure.message : String(failure)}`,
        });
      } finally {
        setBusy(false);
      }
    },
    [after],
  );
  /** Says how something done without `run` went (a download, a file read). */
  const say = useCallback((ok: boolean, text: string) => setStatus({ ok, text }), []);
  return { run, status, busy, say };
}

export function Status({ status }: { status: { ok: boolean; text: string } | null }) {
  if (!status) return null;
  return (
    <p className={status.ok ? 'status ok' : 'status error'} role="status">
      {status.text}
    </p>
  );
}
