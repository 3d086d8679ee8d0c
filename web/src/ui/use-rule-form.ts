import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translate, type MessageKey } from '@storefront/contracts/messages';
import { languageFromTag } from '@/i18n/i18n';
import type { Refusal } from '@/i18n/refusal';
import { loadRules, type Rules } from './load-rules';

/** The first message key per field of a rule's result; empty when the values pass. */
export function ruleErrors(
  rules: Rules,
  rule: z.ZodType,
  values: object,
): Record<string, MessageKey> {
  const result = rule.safeParse(values);
  return result.success ? {} : rules.ruleMessagesByField(result.error);
}

export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

export interface RuleForm<Values extends Record<string, string>, Parsed> {
  values: Values;
  /** Translated error per field, shown once the shopper has tried to submit. */
  errors: Partial<Record<keyof Values & string, string>>;
  /** Props for a TextField bound to one field. */
  field: (name: keyof Values & string) => FieldBinding;
  setValue: (name: keyof Values & string, value: string) => void;
  /** Checks the rule: the parsed body, or undefined (errors shown, nothing to send). */
  check: () => Promise<Parsed | undefined>;
  /** The fields the last check found wrong (empty after a check that passed). */
  failedFields: () => readonly string[];
  /**
   * Shows the server's refusal of one field at that field (a taken e-mail, a wrong payment code),
   * in the shopper's language, until the field changes or the form is checked again.
   */
  refuse: (name: keyof Values & string, refusal: Refusal) => void;
  reset: (next?: Values) => void;
}

/**
 * A form checked by a contract rule: errors appear on the first submit, then follow every
 * keystroke, in the shopper's language and in the same words the server uses for the same rule.
 * `pick` chooses the rule from the rules module (e.g. `(rules) => rules.loginRule`).
 */
export interface RuleFormOptions<Values> {
  /** Fields that may stay empty: an empty one is left out of the body (not sent as ''). */
  optional?: readonly (keyof Values & string)[];
}

/** The body a form sends: its values, without the optional fields left empty. */
export function formBody<Values extends Record<string, string>>(
  values: Values,
  optional: readonly (keyof Values & string)[] = [],
): Partial<Values> {
  const body: Partial<Values> = { ...values };
  for (const name of optional) if (!values[name]?.trim()) delete body[name];
  return body;
}

export function useRuleForm<Values extends Record<string, string>, Rule extends z.ZodType>(
  pick: (rules: Rules) => Rule,
  initial: Values,
  { optional = [] }: RuleFormOptions<Values> = {},
): RuleForm<Values, z.output<Rule>> {
  const { i18n } = useTranslation();
  const language = languageFromTag(i18n.language);
  // The first render's values are the form's start; later literals of the screen are equal copies.
  const [initialValues] = useState(initial);
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [rules, setRules] = useState<Rules>();
  const [refusals, setRefusals] = useState<Partial<Record<string, Refusal>>>({});

  useEffect(() => {
    let live = true;
    void loadRules().then((loaded) => {
      if (live) setRules(() => loaded);
    });
    return () => {
      live = false;
    };
  }, []);

  const body = formBody(values, optional);
  const keys = submitted && rules ? ruleErrors(rules, pick(rules), body) : {};
  const errors = Object.fromEntries([
    ...Object.entries(refusals).flatMap(([name, refusal]) =>
      refusal ? [[name, translate(refusal.key, language, refusal.values)]] : [],
    ),
    // The rule's own message first: what the shopper typed since is wrong in itself.
    ...Object.entries(keys).map(([name, key]) => [name, translate(key, language)]),
  ]) as Partial<Record<keyof Values & string, string>>;

  const setValue = (name: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setRefusals((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };
  const refuse = (name: keyof Values & string, refusal: Refusal) =>
    setRefusals((current) => ({ ...current, [name]: refusal }));

  const field = (name: keyof Values & string): FieldBinding => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (event) => setValue(name, event.target.value),
  });

  const failed = useRef<readonly string[]>([]);
  const check = async () => {
    setSubmitted(true);
    setRefusals({});
    const loaded = rules ?? (await loadRules());
    const result = pick(loaded).safeParse(body);
    failed.current = result.success ? [] : Object.keys(loaded.ruleMessagesByField(result.error));
    return result.success ? (result.data as z.output<Rule>) : undefined;
  };
  const failedFields = () => failed.current;

  const reset = (next?: Values) => {
    setValues(next ?? initialValues);
    setSubmitted(false);
    setRefusals({});
  };

  return { values, errors, field, setValue, check, failedFields, refuse, reset };
}
