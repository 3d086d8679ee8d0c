// What faults and overrides share: each is armed for the next N calls or until cleared, shows
// what is left of it, and is cleared one by one or all at once (DELETE <path>?id=<id>, <path>).
import { useState } from 'react';
import { FAULT_TIMES_MAX } from '@storefront/contracts/control-api';
import { Check } from './control-form';
import type { Run } from './hooks';

/**
 * How many calls a fault or an override applies to: the next N (1 at the least), or "until
 * cleared" (the most the control API takes, FAULT_TIMES_MAX).
 */
export function useTimes(untilCleared: boolean) {
  const [count, setCount] = useState('1');
  const [forever, setForever] = useState(untilCleared);
  const times = forever ? FAULT_TIMES_MAX : Math.max(1, Number(count) || 1);
  return { count, setCount, forever, setForever, times };
}

/** The fields of `useTimes`: "Next [N] calls", then the "until cleared" tick. */
export function TimesFields({ of, size }: { of: ReturnType<typeof useTimes>; size?: number }) {
  return (
    <>
      <label>
        Next{' '}
        <input
          value={of.count}
          disabled={of.forever}
          size={size}
          inputMode="numeric"
          onChange={(event) => of.setCount(event.target.value)}
        />{' '}
        calls
      </label>
      <Check label="until cleared" checked={of.forever} onChange={of.setForever} />
    </>
  );
}

/** What is left of an armed rule: "until cleared" when armed so, else the count and `unit`. */
export function leftText(remaining: number, unit = ''): string {
  return remaining >= FAULT_TIMES_MAX / 2 ? 'until cleared' : `${remaining}${unit}`;
}

/** Clears one armed rule (`path?id=<id>`: a fault, an override); `name` says which to a reader. */
export function ClearOne({
  run,
  path,
  id,
  name,
}: {
  run: Run;
  path: string;
  id: number;
  name: string;
}) {
  return (
    <button
      type="button"
      aria-label={name}
      onClick={() => void run(`Clear #${id}`, `${path}?id=${id}`, {}, 'DELETE')}
    >
      Clear
    </button>
  );
}

/** Clears every armed rule at `path` ("Clear all faults"). */
export function ClearAll({ run, path, what }: { run: Run; path: string; what: string }) {
  return (
    <button type="button" onClick={() => void run(`Clear all ${what}`, path, {}, 'DELETE')}>
      {`Clear all ${what}`}
    </button>
  );
}
