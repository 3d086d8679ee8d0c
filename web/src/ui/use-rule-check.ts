import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translate } from '@storefront/contracts/messages';
import { languageFromTag } from '@/i18n/i18n';
import { loadRules, type Rules } from './load-rules';
import { ruleErrors } from './use-rule-form';

export interface RuleCheck<Parsed> {
  /** Translated error per dotted field (`amount`, `proof`), once the shopper tried to submit. */
  errors: Record<string, string>;
  /** Checks the body against the rule: the parsed body, or undefined (errors shown, nothing to send). */
  check: () => Promise<Parsed | undefined>;
  /** Forget the submit attempt (after a successful send, or a reset). */
  reset: () => void;
}

/**
 * A form of any shape (numbers, flags, picture lists) checked by a contract rule, where
 * `useRuleForm` only holds text fields: the screen keeps its own state and passes the body it
 * would send. Errors appear on the first submit, then follow every change.
 */
export function useRuleCheck<Rule extends z.ZodType>(
  pick: (rules: Rules) => Rule,
  body: object,
): RuleCheck<z.output<Rule>> {
  const { i18n } = useTranslation();
  const language = languageFromTag(i18n.language);
  const [rules, setRules] = useState<Rules>();
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    let live = true;
    void loadRules().then((loaded) => {
      if (live) setRules(() => loaded);
    });
    return () => {
      live = false;
    };
  }, []);

  const keys = submitted && rules ? ruleErrors(rules, pick(rules), body) : {};
  const errors = Object.fromEntries(
    Object.entries(keys).map(([name, key]) => [name, translate(key, language)]),
  );

  const check = async () => {
    setSubmitted(true);
    const loaded = rules ?? (await loadRules());
    const result = pick(loaded).safeParse(body);
    return result.success ? (result.data as z.output<Rule>) : undefined;
  };

  return { errors, check, reset: () => setSubmitted(false) };
}
