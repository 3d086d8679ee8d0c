import type { ErrorObject } from 'ajv';
import { SERVER_TEXTS, fill } from '../locales/server-texts';
import type { LanguageCode } from '../store/state';

// Turns the first schema error of a request into one sentence the shopper can read, in their
// language: which field, and what is wrong with it.

type Problem = 'required' | 'too_short' | 'too_long' | 'too_small' | 'too_large' | 'invalid';

export function fillPhrase(
  problem: Problem,
  lang: LanguageCode,
  field: string,
  limit?: unknown,
): string {
  return fill(SERVER_TEXTS[lang].validation[problem], { field, limit: String(limit ?? '') });
}

/** The field an Ajv error is about, e.g. "/body/amount" -> "amount", missing "email" -> "email". */
function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    return error.params.missingProperty;
  }
  const parts = error.instancePath.split('/').filter(Boolean);
  return parts[parts.length - 1] ?? 'request';
}

export function describeSchemaError(error: ErrorObject, lang: LanguageCode, where: string): string {
  const field = fieldOf(error);
  const name = field === 'request' ? where : field;
  switch (error.keyword) {
    case 'required':
      return fillPhrase('required', lang, name);
    case 'minLength':
      // An empty string where one is needed reads best as "is required".
      return error.params.limit === 1
        ? fillPhrase('required', lang, name)
        : fillPhrase('too_short', lang, name, error.params.limit);
    case 'maxLength':
      return fillPhrase('too_long', lang, name, error.params.limit);
    case 'minimum':
    case 'exclusiveMinimum':
    case 'minItems':
      return error.keyword === 'minItems' && error.params.limit === 1
        ? fillPhrase('required', lang, name)
        : fillPhrase('too_small', lang, name, error.params.limit);
    case 'maximum':
    case 'exclusiveMaximum':
    case 'maxItems':
      return fillPhrase('too_large', lang, name, error.params.limit);
    default:
      return fillPhrase('invalid', lang, name);
  }
}
