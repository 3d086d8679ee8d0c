import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translate, type MessageKey } from '@storefront/contracts/messages';
import { ruleMessagesByField } from '@storefront/contracts/rules';
import { languageFromTag } from '@/i18n/i18n';

export interface RuleForm<Values extends Record<string, string>, Parsed> {
  values: Values;
  /** Translated error per field, shown once the shopper has tried to submit. */
  errors: Partial<Record<keyof Values & string, string>>;
  /** Props for a TextField bound to one field. */
  field: (name: keyof Values & string) => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (event: { target: { value: string } }) => void;
  };
  /** Checks the rule; answers the parsed body, or undefined (errors shown, nothing to send). */
  check: () => Parsed | undefined;
  reset: (next?: Values) => void;
}

/** The first message key per field of a rule's result, or none when the values pass. */
export function ruleErrors(rule: z.ZodType, values: object): Record<string, MessageKey> {
  const result = rule.safeParse(values);
  return result.success ? {} : ruleMessagesByField(result.error);
}

/**
 * A form checked by a contract rule (contracts/src/rules.ts): errors appear on the first submit,
 * then follow every keystroke, in the shopper's language, with the server's texts for the same rule.
 */
export function useRuleForm<Values extends Record<string, string>, Rule extends z.ZodType>(
  rule: Rule,
  initial: Values,
): RuleForm<Values, z.output<Rule>> {
  const { i18n } = useTranslation();
  const language = languageFromTag(i18n.language);
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);

  const keys = submitted ? ruleErrors(rule, values) : {};
  const errors = Object.fromEntries(
    Object.entries(keys).map(([name, key]) => [name, translate(key, language)]),
  ) as Partial<Record<keyof Values & string, string>>;

  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const check = () => {
    setSubmitted(true);
    const result = rule.safeParse(values);
    return result.success ? result.data : undefined;
  };

  const reset = useCallback(
    (next?: Values) => {
      setValues(next ?? initial);
      setSubmitted(false);
    },
    // The initial values are a literal of the screen; their identity does not matter.
    [],
  );

  return { values, errors, field, check, reset };
}
