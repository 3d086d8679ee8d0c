import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translate, type MessageKey } from '@storefront/contracts/messages';
import { languageFromTag } from '@/i18n/i18n';
import type { Refusal } from '@/i18n/refusal';
import { useRevealFirstInvalid } from './first-invalid';
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
  /** Leaving a field the shopper changed shows its error at once (before any submit). */
  onBlur: () => void;
}

/** The names of the fields whose value is text: those a TextField can be bound to. */
export type TextName<Values> = {
  [Name in keyof Values & string]: Values[Name] extends string ? Name : never;
}[keyof Values & string];

export interface RuleForm<Values extends object, Parsed> {
  values: Values;
  /**
   * Translated error per field (dotted for nested ones: `proof`, `proof.0`): a field's once the
   * shopper has left it changed, every field's once they have tried to submit.
   */
  errors: Record<string, string | undefined>;
  /** Props for a TextField bound to one text field. */
  field: (name: TextName<Values>) => FieldBinding;
  setValue: <Name extends keyof Values & string>(name: Name, value: Values[Name]) => void;
  /** Changes several fields at once (a sub-form that answers its whole part). */
  setValues: (changes: Partial<Values>) => void;
  /**
   * Checks the rule: the parsed body, or undefined (errors shown, nothing to send). Given the
   * submit event, a failed check also brings the form's first wrong field into view and focuses
   * it (`revealFirstInvalid`), its error read with it.
   */
  check: (submit?: { currentTarget: EventTarget | null }) => Promise<Parsed | undefined>;
  /**
   * Shows the server's refusal of one field at that field (a taken e-mail, a wrong payment code),
   * in the shopper's language, until the field changes or the form is checked again.
   */
  refuse: (name: keyof Values & string, refusal: Refusal) => void;
  /** Back to the start (or `next`), no error shown: after a send, or fresh data for the form. */
  reset: (next?: Values) => void;
}

export interface RuleFormOptions<Values> {
  /** Text fields that may stay empty: an empty one is left out of the body (not sent as ''). */
  optional?: readonly (keyof Values & string)[];
  /**
   * The body to check and send, when it is not the values themselves (a screen that sends what
   * a choice stands for, e.g. the chosen network's address); `optional` is then not applied.
   */
  body?: (values: Values) => object;
}

/** The body a form sends: its values, without the optional fields left empty. */
export function formBody<Values extends object>(
  values: Values,
  optional: readonly (keyof Values & string)[] = [],
): Partial<Values> {
  const body: Partial<Values> = { ...values };
  for (const name of optional) {
    const value = values[name];
    if (typeof value !== 'string' || !value.trim()) delete body[name];
  }
  return body;
}

/**
 * The one form mechanism (docs/adr/0020-one-form-hook.md): a form's values checked by a contract
 * rule (`pick` chooses it, e.g. `(rules) => rules.loginRule`). Values may be text, numbers,
 * flags or picture lists; text fields bind with `field(name)`, the rest with `setValue`. A field
 * the shopper changed and left shows its error at once; the first submit shows them all, and from
 * then on they follow every change, in the shopper's language and in the same words the server
 * uses for the same rule. The rules and zod load on demand (`loadRules`).
 */
export function useRuleForm<Values extends object, Rule extends z.ZodType>(
  pick: (rules: Rules) => Rule,
  initial: Values,
  { optional = [], body: bodyOf }: RuleFormOptions<Values> = {},
): RuleForm<Values, z.output<Rule>> {
  const { i18n } = useTranslation();
  const language = languageFromTag(i18n.language);
  // The first render's values are the form's start; later literals of the screen are equal copies.
  const [initialValues] = useState(initial);
  const [values, setAll] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
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

  const body = bodyOf ? bodyOf(values) : formBody(values, optional);
  const shown = (name: string) => submitted || touched.has(name.split('.')[0] ?? name);
  const keys = (submitted || touched.size > 0) && rules ? ruleErrors(rules, pick(rules), body) : {};
  const errors: Record<string, string | undefined> = Object.fromEntries([
    ...Object.entries(refusals).flatMap(([name, refusal]) =>
      refusal ? [[name, translate(refusal.key, language, refusal.values)]] : [],
    ),
    // The rule's own message first: what the shopper typed since is wrong in itself.
    ...Object.entries(keys).flatMap(([name, key]) =>
      shown(name) ? [[name, translate(key, language)]] : [],
    ),
  ]);

  const setValues = (changes: Partial<Values>) => {
    setAll((current) => ({ ...current, ...changes }));
    setRefusals((current) =>
      Object.keys(changes).some((name) => current[name])
        ? Object.fromEntries(Object.entries(current).filter(([name]) => !(name in changes)))
        : current,
    );
  };
  const setValue = <Name extends keyof Values & string>(name: Name, value: Values[Name]) =>
    setValues({ [name]: value } as unknown as Partial<Values>);
  const refuse = (name: keyof Values & string, refusal: Refusal) =>
    setRefusals((current) => ({ ...current, [name]: refusal }));

  const field = (name: TextName<Values>): FieldBinding => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (event) => setValue(name, event.target.value as Values[typeof name]),
    onBlur: () => {
      if (values[name] !== initialValues[name] && !touched.has(name)) {
        setTouched((current) => new Set(current).add(name));
      }
    },
  });

  const formElement = useRef<HTMLElement>(null);
  const revealFirstInvalid = useRevealFirstInvalid(formElement);
  const check = async (submit?: { currentTarget: EventTarget | null }) => {
    // Read now: React clears the event's currentTarget once the handler has returned.
    const target = submit?.currentTarget;
    if (typeof HTMLElement !== 'undefined' && target instanceof HTMLElement) {
      formElement.current = target;
    }
    setSubmitted(true);
    setRefusals({});
    const loaded = rules ?? (await loadRules());
    const result = pick(loaded).safeParse(body);
    if (result.success) return result.data as z.output<Rule>;
    revealFirstInvalid();
    return undefined;
  };

  const reset = (next?: Values) => {
    setAll(next ?? initialValues);
    setSubmitted(false);
    setTouched(new Set());
    setRefusals({});
  };

  return { values, errors, field, setValue, setValues, check, refuse, reset };
}
