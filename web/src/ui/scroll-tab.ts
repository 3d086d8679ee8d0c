// Apart from scroll-hint.ts: only the tab rows (My orders) carry it, not home.

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
