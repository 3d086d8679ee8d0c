/** The spec's offset above the app container when a new screen opens. */
export const SCROLL_OFFSET_PX = 20;
export const APP_CONTAINER_ID = 'app';

/** Smoothly brings the top of the app container into view, 20 px above it. */
export function scrollToAppTop(): void {
  let top = 0;
  for (
    let element = document.getElementById(APP_CONTAINER_ID) as HTMLElement | null;
    element;
    element = element.offsetParent as HTMLElement | null
  ) {
    top += element.offsetTop;
  }
  window.scrollTo({ top: Math.max(0, top - SCROLL_OFFSET_PX), behavior: 'smooth' });
}

/** Puts a kept-alive screen back where the shopper left it, without animation. */
export function restoreScroll(top: number): void {
  window.scrollTo({ top, behavior: 'instant' });
}
