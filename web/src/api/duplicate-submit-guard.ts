/** The spec's duplicate-submit window. */
export const DUPLICATE_SUBMIT_WINDOW_MS = 1000;

/**
 * Remembers when each write (method + url + body) was last sent, so a double tap on
 * "Pay" does not pay twice. A rejected repeat does not extend the window.
 */
export class DuplicateSubmitGuard {
  private readonly sentAt = new Map<string, number>();

  constructor(
    private readonly windowMs = DUPLICATE_SUBMIT_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the call may go; false when it repeats one sent within the window. */
  admit(key: string): boolean {
    const time = this.now();
    for (const [known, at] of this.sentAt) {
      if (time - at >= this.windowMs) this.sentAt.delete(known);
    }
    if (this.sentAt.has(key)) return false;
    this.sentAt.set(key, time);
    return true;
  }
}

/** A stable text for a request body, files included by name, size and date. */
export function bodyFingerprint(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const entries: string[] = [];
    body.forEach((value, name) => {
      entries.push(
        typeof value === 'string'
          ? `${name}=${value}`
          : `${name}=file:${value.name}:${value.size}:${value.lastModified}`,
      );
    });
    return entries.join('&');
  }
  return typeof body === 'string' ? body : JSON.stringify(body);
}
