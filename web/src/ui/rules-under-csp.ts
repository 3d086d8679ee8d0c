// The contract's rules for the browser: zod switched to jitless first (the app's CSP refuses
// eval, and zod's probe for it is reported as a violation), then the rules, whose schemas are
// built as their module loads. The order of these two imports is the point of this file.
import '@storefront/contracts/zod-jitless';
import * as rules from '@storefront/contracts/rules';

/** The contract's rules (contracts/src/rules.ts), built by a jitless zod. */
export const contractRules: typeof rules = rules;
