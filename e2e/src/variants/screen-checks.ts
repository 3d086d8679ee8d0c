// What the variants walk checks on a screen, evaluated in the page (no import may run there).

export interface ScreenIssue {
  kind: 'overflow' | 'shown-undefined' | 'raw-key' | 'error-boundary' | 'blank';
  detail: string;
  /** Where, without the text (an overflowing element's tag and classes): what a replay must meet. */
  where?: string;
}

export interface CheckInput {
  /** Every message key of the app (dotted paths of en.json). */
  keys: string[];
  /** Texts that mean the screen failed: the error boundary's and a section's load error. */
  errorTexts: string[];
}

/**
 * Inspects the visible screen: text spilling out of its box horizontally (an element whose content
 * is wider than it and shows it, or text past the screen's right edge outside a scroller), the
 * words undefined/null/NaN, a raw message key, the error boundary or a load error, an empty main.
 */
export function inspectScreen(input: CheckInput): ScreenIssue[] {
  const issues: ScreenIssue[] = [];
  const shown = (element: Element) =>
    typeof element.checkVisibility === 'function'
      ? element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })
      : (element as HTMLElement).offsetParent !== null;
  const selectorOf = (element: Element) => {
    const tag = element.tagName.toLowerCase();
    const cls =
      typeof element.className === 'string' && element.className.trim()
        ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}`
        : '';
    const parent = element.parentElement;
    const parentCls =
      parent && typeof parent.className === 'string' && parent.className.trim()
        ? `.${parent.className.trim().split(/\s+/)[0]}`
        : (parent?.tagName.toLowerCase() ?? '');
    return `${parentCls} > ${tag}${cls}`;
  };
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    return `${selectorOf(element)} "${text}"`;
  };
  const viewport = document.documentElement.clientWidth;
  const scrolls = (element: Element | null): boolean => {
    for (let node = element; node && node !== document.body; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowX;
      if (
        overflow === 'auto' ||
        overflow === 'scroll' ||
        overflow === 'hidden' ||
        overflow === 'clip'
      ) {
        return true;
      }
    }
    return false;
  };
  const ownText = (element: Element) =>
    Array.from(element.childNodes).some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );

  const spilling: Element[] = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    // Cheapest test first: most elements hold no text of their own.
    if (!ownText(element)) continue;
    if (element.closest('[hidden], [aria-hidden="true"], script, style, template, svg')) continue;
    if (!shown(element)) continue;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const inline = style.display === 'inline';
    const wider =
      !inline && style.overflowX === 'visible' && element.scrollWidth > element.clientWidth + 1;
    const offScreen =
      (box.right > viewport + 1 || box.left < -1) && !scrolls(element.parentElement);
    if (wider || offScreen) spilling.push(element);
  }
  for (const element of spilling) {
    // The innermost only: a box that spills because a child does is the child's finding.
    if (spilling.some((other) => other !== element && element.contains(other))) continue;
    issues.push({ kind: 'overflow', detail: describe(element), where: selectorOf(element) });
  }
  if (document.documentElement.scrollWidth > viewport + 1 && spilling.length === 0) {
    issues.push({
      kind: 'overflow',
      detail: `the page is ${document.documentElement.scrollWidth}px wide on a ${viewport}px screen`,
    });
  }

  const text = document.body.innerText;
  const lines = text.split('\n').map((line) => line.trim());
  for (const line of lines) {
    const word = /(^|[^\p{L}\p{N}_])(undefined|null|NaN)(?=$|[^\p{L}\p{N}_])/u.exec(line);
    if (word) issues.push({ kind: 'shown-undefined', detail: `"${line.slice(0, 80)}"` });
  }
  const keys = new Set(input.keys);
  for (const line of lines) {
    if (keys.has(line)) issues.push({ kind: 'raw-key', detail: line });
  }
  // Attributes a shopper reads or hears.
  for (const element of Array.from(
    document.body.querySelectorAll('[placeholder], [aria-label], [title], img[alt]'),
  )) {
    if (!shown(element)) continue;
    for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (!value) continue;
      if (keys.has(value)) issues.push({ kind: 'raw-key', detail: `${name}="${value}"` });
      if (/(^|[^\p{L}\p{N}_])(undefined|null|NaN)(?=$|[^\p{L}\p{N}_])/u.test(value)) {
        issues.push({ kind: 'shown-undefined', detail: `${name}="${value.slice(0, 80)}"` });
      }
    }
  }
  for (const errorText of input.errorTexts) {
    if (errorText && text.includes(errorText)) {
      issues.push({ kind: 'error-boundary', detail: errorText });
    }
  }
  const main = document.querySelector('main');
  const mainText = main instanceof HTMLElement ? main.innerText.trim() : '';
  const mainPictures = main
    ? Array.from(main.querySelectorAll('img, svg, input, button')).some(shown)
    : false;
  if (!mainText && !mainPictures) issues.push({ kind: 'blank', detail: 'main shows nothing' });
  return issues;
}
