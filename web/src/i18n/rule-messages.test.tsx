import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginRule, ruleMessagesByField } from '@storefront/contracts/rules';
import { switchLanguage } from './i18n';
import { useFieldErrors } from './rule-messages';

describe('form errors', () => {
  it('shows the contract rule texts in the current language', async () => {
    const result = loginRule.safeParse({ account: 'not-an-email', password: '' });
    if (result.success) throw new Error('expected the login rule to fail');
    const byField = ruleMessagesByField(result.error);
    const { result: errors, rerender } = renderHook(() => useFieldErrors(byField));
    expect(errors.current.account).toBe('Please enter a correct e-mail address');
    await act(() => switchLanguage('zh-CN'));
    rerender();
    expect(errors.current.account).toBe('请输入正确的邮箱');
    expect(errors.current.password).toBe('请输入密码');
    await act(() => switchLanguage('en'));
  });
});
