import { translate } from '@storefront/contracts/messages';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages';
import { refusalOf } from './refusal';

describe('a refusal read back as its key', () => {
  it.each(LANGUAGE_CODES)('knows the taken e-mail address in %s', (language) => {
    const msg = translate('errors.register.emailTaken', language);
    expect(refusalOf(msg, ['errors.register.emailTaken'])).toEqual({
      key: 'errors.register.emailTaken',
    });
  });

  it('keeps the values the server filled in', () => {
    for (const language of LANGUAGE_CODES) {
      const msg = translate('errors.payPassword.wrongTriesLeft', language, { left: 4 });
      expect(
        refusalOf(msg, ['errors.payPassword.wrong', 'errors.payPassword.wrongTriesLeft']),
      ).toEqual({ key: 'errors.payPassword.wrongTriesLeft', values: { left: '4' } });
    }
  });

  it('does not take another text for one of the keys', () => {
    const keys = ['errors.payPassword.wrong', 'errors.payPassword.wrongTriesLeft'] as const;
    expect(refusalOf(translate('errors.balance.insufficient', 'en'), keys)).toBeUndefined();
    expect(refusalOf('The payment code is wrong.', keys)).toBeUndefined();
    expect(refusalOf('', keys)).toBeUndefined();
  });
});
