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

/**
 * Scrolls a row of tabs so the current one is whole and the row starts at a tab's edge, not in
 * the middle of a word: the tab before the current one is shown whole too when it fits (the
 * way back), else the current one starts the row. At the row's end, the last tab ends it.
 */
export function scrollTabIntoView(row: HTMLElement, tab: HTMLElement): void {
  const tabs = Array.from(row.children) as HTMLElement[];
  const index = tabs.indexOf(tab);
  if (index < 0) return;
  const paddingStart = parseFloat(getComputedStyle(row).paddingLeft) || 0;
  const rowLeft = row.getBoundingClientRect().left;
  // Where the row must scroll to show this element first, as far from the edge as the padding.
  const start = (element: HTMLElement) =>
    element.getBoundingClientRect().left - rowLeft + row.scrollLeft - paddingStart;
  const previous = tabs[index - 1];
  const tabEnd = start(tab) + tab.offsetWidth + 2 * paddingStart;
  let left = previous && tabEnd - start(previous) <= row.clientWidth ? start(previous) : start(tab);
  if (index === 0) left = 0;
  const end = row.scrollWidth - row.clientWidth;
  left = Math.max(0, Math.min(left, end));
  if (typeof row.scrollTo === 'function') row.scrollTo({ left, behavior: 'instant' });
  else row.scrollLeft = left;
}
