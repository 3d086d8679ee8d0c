import { ruleProblems } from '@storefront/contracts/rules';
import type { z } from 'zod';
import { fail } from '../domain/failure';

/**
 * Checks a request body with one of the shared rules of spec section 5
 * (@storefront/contracts/rules): the first problem becomes a `rule` failure whose message is the
 * rule's own key, so the shopper reads exactly what the web form would have said.
 */
export function checkRule<T extends z.ZodType>(rule: T, body: unknown): z.infer<T> {
  const result = rule.safeParse(body);
  if (result.success) return result.data;
  fail('rule', ruleProblems(result.error)[0]?.message ?? 'rules.field.invalid');
}
