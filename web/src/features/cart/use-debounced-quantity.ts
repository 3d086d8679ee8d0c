import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long the stepper waits for more taps before it tells the server. */
export const QUANTITY_DEBOUNCE_MS = 400;

/**
 * A quantity the shopper changes at once while the server hears only the last value of a burst
 * of taps. The shown value is the shopper's until the call settles, then the server's again
 * (which is the new one on success and the old one after a refusal).
 */
export function useDebouncedQuantity(
  serverQuantity: number,
  commit: (quantity: number) => Promise<unknown>,
  delayMs = QUANTITY_DEBOUNCE_MS,
): { quantity: number; change: (quantity: number) => void; pending: boolean } {
  const [draft, setDraft] = useState<number | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  // The timer outlives the render that set it: it reads the call and the server's quantity as
  // they are when it fires.
  const commitRef = useRef(commit);
  const serverQuantityRef = useRef(serverQuantity);
  useLayoutEffect(() => {
    commitRef.current = commit;
    serverQuantityRef.current = serverQuantity;
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback(
    (quantity: number) => {
      setDraft(quantity);
      clearTimeout(timer.current);
      const call = ++latest.current;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        if (quantity === serverQuantityRef.current) {
          setDraft(undefined);
          return;
        }
        void commitRef
          .current(quantity)
          .catch(() => undefined)
          .finally(() => {
            // A newer burst owns the draft now.
            if (call === latest.current) setDraft(undefined);
          });
      }, delayMs);
    },
    [delayMs],
  );

  return { quantity: draft ?? serverQuantity, change, pending: draft !== undefined };
}
