/** The contract's validation rules (contracts/src/rules.ts). */
export type Rules = typeof import('@storefront/contracts/rules');

let rulesModule: Promise<Rules> | undefined;

/**
 * The rules and zod load on demand, in one chunk shared by every form: zod alone is most of a
 * screen's 30 KB budget, and a form needs it only once the shopper starts typing.
 */
export function loadRules(): Promise<Rules> {
  // Through rules-under-csp: zod jitless before the schemas are built (no eval under the CSP).
  rulesModule ??= import('./rules-under-csp').then((module) => module.contractRules);
  return rulesModule;
}
