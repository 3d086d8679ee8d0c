import { expect, type Page } from '@playwright/test';

/**
 * Runs in the page before the app: keeps the text of every toast the page shows. Toasts last 1.2
 * to 2 s; on a loaded machine a visibility check can start after one is gone, while this log
 * cannot miss it.
 */
export function recordToasts(): void {
  const log: string[] = [];
  (window as unknown as { toastLog: string[] }).toastLog = log;
  // A toast shown while another is up may reuse its element with new words: each new text of a
  // toast element counts as a toast.
  const lastText = new WeakMap<HTMLElement, string>();
  const note = (toast: HTMLElement) => {
    const text = toast.textContent ?? '';
    if (lastText.get(toast) === text) return;
    lastText.set(toast, text);
    log.push(text);
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      change.addedNodes.forEach((node) => {
        if (node instanceof HTMLElement && node.classList.contains('toast')) note(node);
      });
      const target = change.target instanceof Element ? change.target : change.target.parentElement;
      const toast = target?.closest('.toast');
      if (toast instanceof HTMLElement) note(toast);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits until the page has shown a toast containing `text`, and takes it off the log, so a second
 * call for the same text needs a second toast.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const log = (window as unknown as { toastLog?: string[] }).toastLog ?? [];
          const index = log.findIndex((entry) => entry.includes(wanted));
          if (index < 0) return false;
          log.splice(index, 1);
          return true;
        }, text),
      { message: `a toast saying "${text}"` },
    )
    .toBe(true);
}
