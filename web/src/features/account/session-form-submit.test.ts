import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sessionFormSubmit, type CheckedForm } from './session-form-submit';

/** A submit event as the browser gives it; records whether its default was stopped. */
function submitEvent() {
  const event = { preventDefault: vi.fn() };
  return {
    event: event as unknown as FormEvent,
    prevented: () => event.preventDefault.mock.calls.length > 0,
  };
}

function formChecking<Body>(body: Body | undefined, steps: string[]): CheckedForm<Body> {
  return {
    check: async () => body,
    reset: () => steps.push('reset'),
  };
}

describe('submitting a form that starts or ends the session', () => {
  it('sends nothing while the rule fails, and stays on the page', async () => {
    const steps: string[] = [];
    const call = vi.fn(async () => undefined);
    const { event, prevented } = submitEvent();
    await sessionFormSubmit(formChecking(undefined, steps), call, () => steps.push('done'))(event);
    expect(prevented()).toBe(true);
    expect(call).not.toHaveBeenCalled();
    expect(steps).toEqual([]);
  });

  it('sends the checked body, then empties the form, then goes on', async () => {
    const steps: string[] = [];
    const body = { account: 'demo@example.com', password: 'secret12' };
    const call = vi.fn(async (sent: typeof body) => {
      steps.push(`call ${sent.account}`);
    });
    await sessionFormSubmit(formChecking(body, steps), call, () => steps.push('done'))(
      submitEvent().event,
    );
    expect(call).toHaveBeenCalledWith(body);
    expect(steps).toEqual(['call demo@example.com', 'reset', 'done']);
  });

  it('keeps what was typed when the server refuses, and does not go on', async () => {
    const steps: string[] = [];
    const refused = sessionFormSubmit(
      formChecking({ email: 'demo@example.com' }, steps),
      async () => Promise.reject(new Error('Wrong code')),
      () => steps.push('done'),
    );
    await expect(refused(submitEvent().event)).resolves.toBeUndefined();
    expect(steps).toEqual([]);
  });
});
