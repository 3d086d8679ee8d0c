import type { FormEvent } from 'react';

/** What the submit needs of a rule form (`useRuleForm`). */
export interface CheckedForm<Body> {
  check: () => Promise<Body | undefined>;
  reset: () => void;
}

/**
 * The submit of a form whose call starts or ends the session: signing in, registering, changing
 * or resetting the login password. Nothing is sent while the form's rule fails. The call is
 * awaited rather than left to an onSuccess of mutate(): a session change starts the screen on show
 * afresh (keep-alive), and mutate's callbacks do not run for a screen that is gone. A refused call
 * leaves the form as typed (the HTTP client already showed why); an accepted one empties the form,
 * then `done` runs (the toast, the next screen).
 */
export function sessionFormSubmit<Body>(
  form: CheckedForm<Body>,
  call: (body: Body) => Promise<unknown>,
  done: () => void,
): (event: FormEvent) => Promise<void> {
  return async (event) => {
    event.preventDefault();
    const body = await form.check();
    if (!body) return;
    try {
      await call(body);
    } catch {
      return;
    }
    form.reset();
    done();
  };
}
