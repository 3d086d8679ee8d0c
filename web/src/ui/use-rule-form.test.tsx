import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '@storefront/contracts/messages';
import { registerRule, ruleMessagesByField } from '@storefront/contracts/rules';
import { switchLanguage } from '@/i18n/i18n';
import { TextField } from './text-field';
import { formBody, useRuleForm } from './use-rule-form';

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

describe('one form for every shape', () => {
  it("shows a field's error once the shopper leaves it changed, not a field only passed through", async () => {
    const { result } = renderHook(() =>
      useRuleForm((rules) => rules.loginRule, { account: '', password: '' }),
    );
    // Passing through an empty field says nothing yet.
    act(() => result.current.field('password').onBlur());
    act(() => result.current.field('account').onChange(typed('not-an-email')));
    expect(result.current.errors.account).toBeUndefined();
    act(() => result.current.field('account').onBlur());
    await waitFor(() =>
      expect(result.current.errors.account).toBe('Please enter a correct e-mail address'),
    );
    expect(result.current.errors.password).toBeUndefined();
    act(() => result.current.field('account').onChange(typed('shopper@example.com')));
    expect(result.current.errors.account).toBeUndefined();
  });

  it('checks numbers and picture lists, and a body made from the values', async () => {
    const { result } = renderHook(() =>
      useRuleForm(
        (rules) => rules.reviewRule,
        { content: '', score: 0, pictures: [] as string[] },
        {
          body: ({ content, score, pictures }) => ({
            order_id: 7,
            content,
            product_score: score,
            service_score: 5,
            postage_score: 5,
            pictures,
          }),
        },
      ),
    );
    await act(async () => {
      await result.current.check();
    });
    expect(Object.keys(result.current.errors).sort()).toEqual(['content', 'product_score']);
    act(() => result.current.setValues({ content: 'Fine', score: 4, pictures: ['/a.png'] }));
    let parsed: unknown;
    await act(async () => {
      parsed = await result.current.check();
    });
    expect(parsed).toEqual({
      order_id: 7,
      content: 'Fine',
      product_score: 4,
      service_score: 5,
      postage_score: 5,
      pictures: ['/a.png'],
    });
    expect(result.current.errors).toEqual({});
  });

  it('focuses the first wrong field of its form when a submit fails', async () => {
    function Login() {
      const form = useRuleForm((rules) => rules.loginRule, { account: '', password: '' });
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void form.check(event);
          }}
        >
          <TextField label="E-mail" {...form.field('account')} />
          <TextField label="Password" {...form.field('password')} />
          <button type="submit">Log in</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Login />);
    await user.type(screen.getByLabelText('E-mail'), 'shopper@example.com');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your password');
    cleanup();
  });

  it('sends exactly what the shared rule accepts, and says exactly its messages (property)', async () => {
    const text = fc.oneof(
      fc.constantFrom('', ' ', 'secret1', 'shopper@example.com', 'not-an-email', '12345'),
      fc.string({ maxLength: 60 }),
    );
    // Often well-formed, so that both sides of the rule are met.
    const values = fc
      .record({
        email: fc.oneof(fc.constant(' shopper@example.com'), text),
        nickname: text,
        password: fc.oneof(fc.constant('secret12'), text),
        other: text,
        same: fc.boolean(),
      })
      .map(({ other, same, ...rest }) => ({
        ...rest,
        confirm_password: same ? rest.password : other,
      }));
    await fc.assert(
      fc.asyncProperty(values, async (typedValues) => {
        const { result, unmount } = renderHook(() =>
          useRuleForm((rules) => rules.registerRule, typedValues, { optional: ['nickname'] }),
        );
        let parsed: unknown;
        await act(async () => {
          parsed = await result.current.check();
        });
        const expected = registerRule.safeParse(formBody(typedValues, ['nickname']));
        if (expected.success) {
          expect(parsed).toEqual(expected.data);
          expect(result.current.errors).toEqual({});
        } else {
          expect(parsed).toBeUndefined();
          const keys = ruleMessagesByField(expected.error);
          expect(result.current.errors).toEqual(
            Object.fromEntries(
              Object.entries(keys).map(([name, key]) => [name, translate(key, 'en')]),
            ),
          );
        }
        unmount();
      }),
      { numRuns: 40 },
    );
  });
});

describe('form body', () => {
  it('drops only the optional fields that are blank', () => {
    expect(formBody({ a: '', b: ' ', c: 'x' }, ['a', 'b', 'c'])).toEqual({ c: 'x' });
    expect(formBody({ a: '', b: 'y' }, [])).toEqual({ a: '', b: 'y' });
  });
});
