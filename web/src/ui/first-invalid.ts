import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Brings the first field marked `aria-invalid="true"` inside `root` into view (centred, clear of
 * the top bar and the form's bottom bar) and focuses it; for a group of choices (a `fieldset`),
 * its chosen or first option. The field's error, tied to it by `aria-describedby`, is read with it.
 * Answers whether there was one.
 */
export function revealFirstInvalid(root: HTMLElement | null): boolean {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  // Scroll first and focus without scrolling: the focus's own scroll would only just show the
  // field, often under a bar, and the group's legend and error above it out of view.
  invalid.scrollIntoView?.({ block: 'center' });
  const candidates =
    invalid instanceof HTMLFieldSetElement
      ? [
          ...invalid.querySelectorAll<HTMLElement>('input:checked'),
          ...invalid.querySelectorAll<HTMLElement>('input, select, textarea, button'),
        ]
      : [invalid];
  // The first that takes the focus (a hidden file input or a disabled button does not).
  for (const candidate of candidates) {
    candidate.focus({ preventScroll: true });
    if (candidate.ownerDocument.activeElement === candidate) break;
  }
  return true;
}

/**
 * For a form checked on submit: call the answer after a check that failed, and once the errors
 * are on screen the first wrong field is shown and focused (`revealFirstInvalid`). A submit that
 * finds nothing wrong on screen does nothing.
 */
export function useRevealFirstInvalid(root: RefObject<HTMLElement | null>): () => void {
  const [attempt, setAttempt] = useState(0);
  const seen = useRef(0);
  useEffect(() => {
    if (attempt === seen.current) return;
    seen.current = attempt;
    revealFirstInvalid(root.current);
  }, [attempt, root]);
  return () => setAttempt((count) => count + 1);
}
