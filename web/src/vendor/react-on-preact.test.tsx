import {
  Activity,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

describe('React on Preact: what the app relies on', () => {
  it('<Activity hidden> keeps state and pauses every effect until it shows again', async () => {
    const log: string[] = [];
    function Screen() {
      const [taps, setTaps] = useState(0);
      useEffect(() => {
        log.push('effect on');
        return () => void log.push('effect off');
      }, []);
      useLayoutEffect(() => {
        log.push('layout on');
        return () => void log.push('layout off');
      }, [taps]);
      // No dependencies: after every render, while shown.
      useEffect(() => {
        log.push('every render');
        return () => void log.push('every render off');
      });
      return <button onClick={() => setTaps((value) => value + 1)}>taps {taps}</button>;
    }
    function Host({ mode }: { mode: 'visible' | 'hidden' }) {
      return (
        <Activity mode={mode}>
          <Screen />
        </Activity>
      );
    }
    const view = render(<Host mode="visible" />);
    await userEvent.setup().click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('taps 1');
    log.length = 0;

    view.rerender(<Host mode="hidden" />);
    expect(log.sort()).toEqual(['effect off', 'every render off', 'layout off']);
    log.length = 0;
    view.rerender(<Host mode="hidden" />);
    expect(log).toEqual([]);

    view.rerender(<Host mode="visible" />);
    expect(log.sort()).toEqual(['effect on', 'every render', 'layout on']);
    expect(screen.getByRole('button').textContent).toBe('taps 1');
  });

  it('a hidden subscriber leaves the store and reads it again when shown', () => {
    let value = 1;
    const listeners = new Set<() => void>();
    const store = {
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      set(next: number) {
        value = next;
        for (const listener of listeners) listener();
      },
    };
    function Reader() {
      return <output>value {useSyncExternalStore(store.subscribe, () => value)}</output>;
    }
    const view = render(
      <Activity mode="visible">
        <Reader />
      </Activity>,
    );
    expect(listeners.size).toBe(1);
    act(() => store.set(2));
    expect(screen.getByRole('status').textContent).toBe('value 2');

    view.rerender(
      <Activity mode="hidden">
        <Reader />
      </Activity>,
    );
    expect(listeners.size).toBe(0);
    act(() => store.set(3));
    expect(screen.getByRole('status').textContent).toBe('value 2');

    view.rerender(
      <Activity mode="visible">
        <Reader />
      </Activity>,
    );
    expect(listeners.size).toBe(1);
    expect(screen.getByRole('status').textContent).toBe('value 3');
  });

  it('useEffectEvent calls the latest render’s callback from an effect that did not rerun', () => {
    const seen: number[] = [];
    let fire: (() => void) | undefined;
    function Counter({ count }: { count: number }) {
      const report = useEffectEvent(() => seen.push(count));
      useEffect(() => {
        fire = report;
      }, []);
      return null;
    }
    const view = render(<Counter count={1} />);
    view.rerender(<Counter count={2} />);
    fire?.();
    expect(seen).toEqual([2]);
  });

  it('a field shows its rendered value, not what the handler refused', async () => {
    const user = userEvent.setup();
    function Fields() {
      const [digits, setDigits] = useState('1');
      return (
        <>
          <input
            aria-label="Digits"
            value={digits}
            onChange={(event) => setDigits(event.target.value.replace(/\D/g, ''))}
          />
          {/* A box its handler does not let change. */}
          <input type="checkbox" aria-label="Fixed" checked={false} onChange={() => undefined} />
        </>
      );
    }
    render(<Fields />);
    const field = screen.getByRole('textbox', { name: 'Digits' });
    await user.type(field, '2x3');
    expect(field).toHaveProperty('value', '123');
    const box = screen.getByRole('checkbox', { name: 'Fixed' });
    await user.click(box);
    expect(box).toHaveProperty('checked', false);
  });
});
