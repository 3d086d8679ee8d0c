import { useEffect, type RefObject } from 'react';
import './scroll-hint.css';

/**
 * Shows that a row scrolls sideways: marks it `data-more-before` / `data-more-after` while there
 * is more to see that way, and the class `scroll-hint` fades that edge (scroll-hint.css). The
 * marks are set on the element itself on scroll and resize, without a render. `content` is what
 * the row shows (its length, say): the marks are measured again when it changes.
 */
export function useScrollHint(ref: RefObject<HTMLElement | null>, content: unknown): void {
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => {
      const end = row.scrollWidth - row.clientWidth;
      row.toggleAttribute('data-more-before', row.scrollLeft > 1);
      row.toggleAttribute('data-more-after', row.scrollLeft < end - 1);
    };
    update();
    row.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resized?.observe(row);
    return () => {
      row.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [ref, content]);
}
