import type { ErrorObject } from 'ajv';
import type { LanguageCode } from '../store/state';

// Turns the first schema error of a request into one sentence the shopper can read, in their
// language: which field, and what is wrong with it.

type Problem = 'required' | 'too_short' | 'too_long' | 'too_small' | 'too_large' | 'invalid';

const PHRASES: Record<Problem, Record<LanguageCode, string>> = {
  required: {
    en: '{field} is required',
    'zh-CN': '{field}不能为空',
    ri: '{field}は必須です',
    han: '{field}은(는) 필수입니다',
    tai: 'กรุณากรอก {field}',
  },
  too_short: {
    en: '{field} must be at least {limit} characters',
    'zh-CN': '{field}至少需要{limit}个字符',
    ri: '{field}は{limit}文字以上で入力してください',
    han: '{field}은(는) {limit}자 이상이어야 합니다',
    tai: '{field} ต้องมีอย่างน้อย {limit} ตัวอักษร',
  },
  too_long: {
    en: '{field} must be at most {limit} characters',
    'zh-CN': '{field}最多{limit}个字符',
    ri: '{field}は{limit}文字以内で入力してください',
    han: '{field}은(는) {limit}자 이하여야 합니다',
    tai: '{field} ต้องไม่เกิน {limit} ตัวอักษร',
  },
  too_small: {
    en: '{field} must be at least {limit}',
    'zh-CN': '{field}不能小于{limit}',
    ri: '{field}は{limit}以上にしてください',
    han: '{field}은(는) {limit} 이상이어야 합니다',
    tai: '{field} ต้องไม่น้อยกว่า {limit}',
  },
  too_large: {
    en: '{field} must be at most {limit}',
    'zh-CN': '{field}不能大于{limit}',
    ri: '{field}は{limit}以下にしてください',
    han: '{field}은(는) {limit} 이하여야 합니다',
    tai: '{field} ต้องไม่เกิน {limit}',
  },
  invalid: {
    en: '{field} is not valid',
    'zh-CN': '{field}格式不正确',
    ri: '{field}の形式が正しくありません',
    han: '{field} 형식이 올바르지 않습니다',
    tai: '{field} ไม่ถูกต้อง',
  },
};

export function fillPhrase(
  problem: Problem,
  lang: LanguageCode,
  field: string,
  limit?: unknown,
): string {
  return PHRASES[problem][lang].replace('{field}', field).replace('{limit}', String(limit ?? ''));
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
