/** What a `securitypolicyviolation` event tells: which directive refused what, where. */
export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
  source: string;
  sample: string;
}

/** The binding through which the page reports each violation to the test. */
export const CSP_VIOLATION_BINDING = 'reportCspViolation';

/**
 * Runs in the page before the app (and in every document it navigates to): reports every
 * Content-Security-Policy violation to the test, so a screen that breaks under the policy fails
 * its journey even when nothing visible goes wrong.
 */
export function recordCspViolations(binding: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
    report?.({
      directive: event.effectiveDirective || event.violatedDirective,
      blocked: event.blockedURI,
      page: event.documentURI,
      source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      sample: event.sample,
    });
  });
}
