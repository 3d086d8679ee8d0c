import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { startI18n, switchLanguage } from '@/i18n/i18n';
import { formBody, useRuleForm } from './use-rule-form';

beforeAll(async () => {
  await startI18n(['en']);
});

const typed = (value: string) => ({ target: { value } });

describe('rule form', () => {
  it('shows no error before the first submit, then the rule texts per field', async () => {
    const { result } = renderHook(() =>
      useRuleForm((rules) => rules.loginRule, { account: '', password: '' }),
    );
    act(() => result.current.field('account').onChange(typed('not-an-email')));
    expect(result.current.field('account').error).toBeUndefined();

    let parsed: unknown = 'unset';
    await act(async () => {
      parsed = await result.current.check();
    });
    expect(parsed).toBeUndefined();
    expect(result.current.field('account').error).toBe('Please enter a correct e-mail address');
    expect(result.current.field('password').error).toBe('Please enter your password');

    // After the first submit the errors follow every keystroke.
    act(() => result.current.field('password').onChange(typed('secret1')));
    expect(result.current.field('password').error).toBeUndefined();
  });

  it('answers the parsed body when the rule passes, and forgets errors on reset', async () => {
    const { result } = renderHook(() =>
      useRuleForm((rules) => rules.loginRule, { account: '', password: '' }),
    );
    await act(async () => {
      await result.current.check();
    });
    expect(result.current.errors.account).toBe('Please enter the e-mail address of your account');
    act(() => {
      result.current.setValue('account', '  shopper@example.com ');
      result.current.setValue('password', 'secret1');
    });
    let parsed: unknown;
    await act(async () => {
      parsed = await result.current.check();
    });
    expect(parsed).toEqual({ account: 'shopper@example.com', password: 'secret1' });
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ account: '', password: '' });
    expect(result.current.errors).toEqual({});
  });

  it('leaves optional fields out when empty, so an empty nickname is not a wrong one', async () => {
    const { result } = renderHook(() =>
      useRuleForm(
        (rules) => rules.registerRule,
        {
          email: 'new@example.com',
          nickname: ' ',
          password: 'secret1',
          confirm_password: 'secret1',
        },
        { optional: ['nickname'] },
      ),
    );
    let parsed: unknown;
    await act(async () => {
      parsed = await result.current.check();
    });
    expect(parsed).toEqual({
      email: 'new@example.com',
      password: 'secret1',
      confirm_password: 'secret1',
    });
  });

  it('writes the errors in the language on screen', async () => {
    const { result } = renderHook(() =>
      useRuleForm((rules) => rules.changePayPasswordRule({ isSet: true }), {
        old_pay_password: '123456',
        new_pay_password: '12ab56',
        confirm_pay_password: '12ab56',
      }),
    );
    await act(async () => {
      await result.current.check();
    });
    expect(result.current.errors.new_pay_password).toBe(
      'The payment code must contain digits only',
    );
    await act(() => switchLanguage('tai'));
    await waitFor(() =>
      expect(result.current.errors.new_pay_password).toBe('รหัสชำระเงินต้องเป็นตัวเลขเท่านั้น'),
    );
    await act(() => switchLanguage('en'));
  });

  it('shows a refusal of the server at its field, in the language on screen, until it changes', async () => {
    const { result } = renderHook(() =>
      useRuleForm((rules) => rules.registerRule, {
        email: 'taken@example.com',
        nickname: '',
        password: 'secret1',
        confirm_password: 'secret1',
      }),
    );
    await act(async () => {
      await result.current.check();
    });
    act(() => result.current.refuse('email', { key: 'errors.register.emailTaken' }));
    expect(result.current.field('email').error).toBe('This e-mail address is already registered');
    expect(result.current.field('password').error).toBeUndefined();
    await act(() => switchLanguage('tai'));
    await waitFor(() => expect(result.current.errors.email).toBe('อีเมลนี้ถูกลงทะเบียนแล้ว'));
    await act(() => switchLanguage('en'));

    // Typing another address takes it away; so does the next check.
    act(() => result.current.field('email').onChange(typed('other@example.com')));
    expect(result.current.errors.email).toBeUndefined();
    act(() => result.current.refuse('email', { key: 'errors.register.emailTaken' }));
    await act(async () => {
      await result.current.check();
    });
    expect(result.current.errors.email).toBeUndefined();
  });
});

describe('form body', () => {
  it('drops only the optional fields that are blank', () => {
    expect(formBody({ a: '', b: ' ', c: 'x' }, ['a', 'b', 'c'])).toEqual({ c: 'x' });
    expect(formBody({ a: '', b: 'y' }, [])).toEqual({ a: '', b: 'y' });
  });
});
