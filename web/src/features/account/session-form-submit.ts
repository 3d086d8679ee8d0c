import type { FormEvent } from 'react';

/** What the submit needs of a rule form (`useRuleForm`, which focuses a failed check's field). */
export interface CheckedForm<Body> {
  check: (submit?: { currentTarget: EventTarget | null }) => Promise<Body | undefined>;
  reset: () => void;
}

export interface SessionFormOptions {
  /**
   * The field a refusal by the server points at (signing in: the password, selected so the
   * shopper types it again); focus stays where it was without one.
   */
  refusedField?: string;
  /**
   * A refusal that names one field (a taken e-mail): shows it there and answers that field's name,
   * which is then focused (not selected: the shopper may only mend it). Undefined for any other.
   */
  refusalAt?: (error: unknown) => string | undefined;
}

/** Focuses the first of the form's fields (in the order shown) that bears one of these names. */
function focusFirst(form: HTMLFormElement | null, names: readonly string[], select = false) {
  if (!form || names.length === 0) return;
  const field = Array.from(form.elements).find(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && names.includes(element.name),
  );
  field?.focus();
  if (select) field?.select();
}

/**
 * The submit of a form whose call starts or ends the session: signing in, registering, changing
 * or resetting the login password. Nothing is sent while the form's rule fails (the form
 * focuses the first wrong field). The call is awaited rather than left to an onSuccess of
 * mutate(): a session change starts the screen on show afresh (keep-alive), and mutate's
 * callbacks do not run for a screen that is gone. A refused call leaves the form as typed (the
 * HTTP client already showed why, or `refusalAt` did at its field) and focuses that field, else
 * `refusedField`; an accepted one empties the form, then `done` runs (the toast, the next
 * screen).
 */
export function sessionFormSubmit<Body>(
  form: CheckedForm<Body>,
  call: (body: Body) => Promise<unknown>,
  done: () => void,
  { refusedField, refusalAt }: SessionFormOptions = {},
): (event: FormEvent) => Promise<void> {
  return async (event) => {
    event.preventDefault();
    // Read now: React clears currentTarget once the handler has returned.
    const element =
      typeof HTMLFormElement !== 'undefined' && event.currentTarget instanceof HTMLFormElement
        ? event.currentTarget
        : null;
    const body = await form.check(event);
    if (!body) return;
    try {
      await call(body);
    } catch (error) {
      const at = refusalAt?.(error);
      if (at) focusFirst(element, [at]);
      else if (refusedField) focusFirst(element, [refusedField], true);
      return;
    }
    form.reset();
    done();
  };
}
