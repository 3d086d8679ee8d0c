import { messages, type MessageKey } from '@storefront/contracts/messages';

/** A server's refusal read back as the catalogue's key, with the values it filled in. */
export interface Refusal {
  key: MessageKey;
  values?: Readonly<Record<string, string>>;
}

const patterns = new Map<string, RegExp>();

/** The text of a key as a pattern: `{{left}}` matches any value, kept as the group `left`. */
function patternOf(text: string): RegExp {
  let pattern = patterns.get(text);
  if (!pattern) {
    const source = text
      .split(/(\{\{[a-z]+\}\})/)
      .map((part) => {
        const name = /^\{\{([a-z]+)\}\}$/.exec(part)?.[1];
        return name ? `(?<${name}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    pattern = new RegExp(`^${source}$`, 'u');
    patterns.set(text, pattern);
  }
  return pattern;
}

/**
 * Which of `keys` the server's `msg` says, in any of the five languages (the server answers in the
 * language the call asked for, which may not be the one shown by the time it answers): the
 * contract's catalogue is the one the server writes `msg` with. Undefined for any other text, so
 * the caller shows it as it came.
 */
export function refusalOf(msg: string, keys: readonly MessageKey[]): Refusal | undefined {
  const text = msg.trim();
  if (!text) return undefined;
  for (const key of keys) {
    for (const texts of Object.values(messages)) {
      const match = patternOf(texts[key]).exec(text);
      if (match) return match.groups ? { key, values: { ...match.groups } } : { key };
    }
  }
  return undefined;
}
