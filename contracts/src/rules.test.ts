import { describe, expect, expectTypeOf, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import type { components } from './generated/openapi';
import { centsToMoney } from './money';
import {
  addressRule,
  cardBrand,
  cardRechargeRule,
  passesLuhn,
  changePasswordRule,
  changePayPasswordRule,
  checkoutSelectionRule,
  complaintRule,
  forgotResetRule,
  forgotSendCodeRule,
  profileRule,
  loginRule,
  mobileRule,
  payPasswordRule,
  platformComplaintRule,
  rechargeRule,
  refundRule,
  registerRule,
  reviewRule,
  ruleMessagesByField,
  ruleProblems,
  withdrawRule,
} from './rules';
import { isMessageKey } from './messages';

type Schemas = components['schemas'];

/** The message keys a rule gives for an input, by field; {} when the input passes. */
function problems(rule: z.ZodType, input: unknown): Record<string, string> {
  const result = rule.safeParse(input);
  return result.success ? {} : ruleMessagesByField(result.error);
}

const goodAddress = {
  addressee: 'Ana Silva',
  mobile: '+351912345678',
  area: 'Lisbon, Portugal',
  detail: 'Rua Augusta 100',
  tag: 'Home',
};
const deposits = [
  { network: 'TRC20', address: 'TQ5h4fP9kLJx3sZ7mN2cV8bW1aR6tY0uE4' },
  { network: 'ERC20', address: '0x52908400098527886E0F7030069857D2E4169EE7' },
];
const goodRecharge = {
  method: 'chain',
  network: 'TRC20',
  address: 'TQ5h4fP9kLJx3sZ7mN2cV8bW1aR6tY0uE4',
  amount: '100',
  evidence: '/uploads/evidence.png',
};
const goodRefund = {
  order_id: 12,
  type: 'no_return',
  amount: '85.10',
  product_status: 'not_received',
  reason: 'Arrived too late',
  explanation: 'Three weeks and nothing.',
  proof: ['/uploads/tracking.png'],
};

// Generators of values the rules must accept or refuse.
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const nonBlank = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0);
const blank = fc.constantFrom('', ' ', '   ', '\t', '\n ');
const emailPart = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
  minLength: 1,
  maxLength: 12,
});
const simpleEmail = fc
  .tuple(emailPart, emailPart, fc.constantFrom('com', 'org', 'shop', 'co'))
  .map(([user, host, tld]) => `${user}@${host}.${tld}`);

describe('login rule', () => {
  it('needs an account and a password', () => {
    expect(problems(loginRule, { account: '', password: '' })).toEqual({
      account: 'rules.account.required',
      password: 'rules.password.required',
    });
    expect(problems(loginRule, {})).toEqual({
      account: 'rules.account.required',
      password: 'rules.password.required',
    });
  });

  it('accepts every simple e-mail address with any non-blank password', () => {
    fc.assert(
      fc.property(simpleEmail, nonBlank, (account, password) => {
        expect(problems(loginRule, { account, password })).toEqual({});
      }),
    );
  });

  it('refuses as incorrect every account without an @', () => {
    fc.assert(
      fc.property(
        nonBlank.filter((s) => !s.includes('@')),
        (account) => {
          expect(problems(loginRule, { account, password: 'x' })).toEqual({
            account: 'rules.email.invalid',
          });
        },
      ),
    );
  });

  it('calls a blank account missing, not incorrect', () => {
    fc.assert(
      fc.property(blank, (account) => {
        expect(problems(loginRule, { account, password: 'x' }).account).toBe(
          'rules.account.required',
        );
      }),
    );
  });
});

describe('mobile number rule', () => {
  it('accepts an optional + then 6 to 15 digits', () => {
    fc.assert(
      fc.property(fc.boolean(), digits(6, 15), (plus, number) => {
        expect(mobileRule.safeParse(`${plus ? '+' : ''}${number}`).success).toBe(true);
      }),
    );
  });

  it('refuses fewer than 6 or more than 15 digits, and any other character', () => {
    fc.assert(
      fc.property(fc.oneof(digits(1, 5), digits(16, 30)), (number) => {
        expect(problems(mobileRule, number)).toEqual({ '': 'rules.mobile.invalid' });
      }),
    );
    fc.assert(
      fc.property(
        digits(6, 12),
        fc.constantFrom('a', '-', ' ', '(', '.', '#'),
        fc.integer({ min: 1, max: 5 }),
        (number, other, at) => {
          // Inside the number: blanks around it are trimmed, as in every text field.
          const withOther = number.slice(0, at) + other + number.slice(at);
          expect(mobileRule.safeParse(withOther).success).toBe(false);
        },
      ),
    );
    expect(problems(mobileRule, '')).toEqual({ '': 'rules.mobile.required' });
  });
});

describe('profile rule', () => {
  it('changes only what is given, and checks what is given', () => {
    expect(problems(profileRule, {})).toEqual({});
    expect(problems(profileRule, { nickname: 'Ana', mobile: '+15551234567' })).toEqual({});
    expect(problems(profileRule, { nickname: '  ', mobile: '555' })).toEqual({
      nickname: 'rules.nickname.required',
      mobile: 'rules.mobile.invalid',
    });
  });

  it('needs a correct e-mail to send a reset code', () => {
    expect(problems(forgotSendCodeRule, { email: '' })).toEqual({ email: 'rules.email.required' });
    expect(problems(forgotSendCodeRule, { email: 'demo@' })).toEqual({
      email: 'rules.email.invalid',
    });
  });
});

describe('withdraw rule', () => {
  const base = { bank_card: '6222020200112233445', bank_name: 'Example Bank' };

  it('accepts every amount from 0.01 up to the balance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.nat(10_000_000), (balance, below) => {
        const amount = centsToMoney(Math.max(1, balance - below));
        const rule = withdrawRule({ balance: centsToMoney(balance) });
        expect(problems(rule, { ...base, amount })).toEqual({});
      }),
    );
  });

  it('refuses any amount above the balance', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 1, max: 1_000_000 }), (balance, above) => {
        const rule = withdrawRule({ balance: centsToMoney(balance) });
        expect(problems(rule, { ...base, amount: centsToMoney(balance + above) })).toEqual({
          amount: 'rules.amount.aboveBalance',
        });
      }),
    );
  });

  it('refuses an empty amount, zero, a negative one and more than two decimals', () => {
    const rule = withdrawRule({ balance: '100.00' });
    expect(problems(rule, { ...base, amount: '' }).amount).toBe('rules.amount.required');
    expect(problems(rule, { ...base, amount: '0' }).amount).toBe('rules.amount.positive');
    expect(problems(rule, { ...base, amount: '0.00' }).amount).toBe('rules.amount.positive');
    expect(problems(rule, { ...base, amount: '-5' }).amount).toBe('rules.amount.negative');
    expect(problems(rule, { ...base, amount: '1.234' }).amount).toBe('rules.amount.invalid');
    expect(problems(rule, { ...base, amount: 'ten' }).amount).toBe('rules.amount.invalid');
  });

  it('refuses an amount below the minimum when there is one', () => {
    const rule = withdrawRule({ balance: '100.00', minAmount: '10.00' });
    expect(problems(rule, { ...base, amount: '9.99' }).amount).toBe('rules.amount.belowMinimum');
    expect(problems(rule, { ...base, amount: '10' })).toEqual({});
  });

  it('needs the bank card number and the bank name', () => {
    const rule = withdrawRule({ balance: '100.00' });
    expect(problems(rule, { amount: '5', bank_card: ' ', bank_name: '' })).toEqual({
      bank_card: 'rules.bankCard.required',
      bank_name: 'rules.bankName.required',
    });
  });
});

describe('card recharge rule', () => {
  // The 15th of March 2027: a card good through 03/27 is still good, 02/27 is not.
  const rule = cardRechargeRule({ minAmount: '5.00', now: () => new Date(Date.UTC(2027, 2, 15)) });
  const goodCard = {
    amount: '100',
    card_number: '4242 4242 4242 4242',
    expiry: '03/27',
    cvc: '123',
    holder: 'Ana Silva',
  };

  it('accepts a Visa or a Mastercard with its Luhn digit, a current expiry and a CVC', () => {
    expect(problems(rule, goodCard)).toEqual({});
    expect(
      problems(rule, { ...goodCard, card_number: '5555-5555-5555-4444', cvc: '1234' }),
    ).toEqual({});
    expect(
      problems(rule, { ...goodCard, card_number: '2223003122003222', expiry: '12/2030' }),
    ).toEqual({});
  });

  it('names each wrong field', () => {
    expect(
      problems(rule, { amount: '', card_number: '', expiry: '', cvc: '', holder: ' ' }),
    ).toEqual({
      amount: 'rules.amount.required',
      card_number: 'rules.card.numberRequired',
      expiry: 'rules.card.expiryRequired',
      cvc: 'rules.card.cvcRequired',
      holder: 'rules.card.holderRequired',
    });
    const wrong = (change: Partial<typeof goodCard>) => problems(rule, { ...goodCard, ...change });
    expect(wrong({ card_number: '4242 4242 4242 4241' })).toEqual({
      card_number: 'rules.card.numberInvalid',
    });
    expect(wrong({ card_number: '4242 abcd' })).toEqual({
      card_number: 'rules.card.numberInvalid',
    });
    // American Express test number: a good Luhn digit, a brand the shop does not take.
    expect(wrong({ card_number: '378282246310005' })).toEqual({ card_number: 'rules.card.brand' });
    expect(wrong({ expiry: '02/27' })).toEqual({ expiry: 'rules.card.expired' });
    expect(wrong({ expiry: '13/27' })).toEqual({ expiry: 'rules.card.expiryInvalid' });
    expect(wrong({ expiry: '0327' })).toEqual({ expiry: 'rules.card.expiryInvalid' });
    expect(wrong({ cvc: '12' })).toEqual({ cvc: 'rules.card.cvcInvalid' });
    expect(wrong({ cvc: '12a' })).toEqual({ cvc: 'rules.card.cvcInvalid' });
    expect(wrong({ amount: '4.99' })).toEqual({ amount: 'rules.amount.belowMinimum' });
  });

  it('the Luhn check catches every single wrong digit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 9 }),
        (position, shift) => {
          const digits = [...'4242424242424242'];
          digits[position] = String((Number(digits[position]) + shift) % 10);
          expect(passesLuhn(digits.join(''))).toBe(false);
        },
      ),
    );
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5105105105105100')).toBe('Mastercard');
  });
});

describe('recharge rule', () => {
  const rule = rechargeRule({ depositAddresses: deposits });

  it('accepts a recharge on the network of the chosen deposit address', () => {
    expect(problems(rule, goodRecharge)).toEqual({});
    expect(problems(rule, { ...goodRecharge, network: 'trc20' })).toEqual({});
  });

  it('needs the address, a correct amount, the evidence and a network', () => {
    expect(
      problems(rule, { method: 'chain', network: '', address: '', amount: '', evidence: '' }),
    ).toEqual({
      network: 'rules.recharge.networkRequired',
      address: 'rules.recharge.addressRequired',
      amount: 'rules.amount.required',
      evidence: 'rules.recharge.evidenceRequired',
    });
    expect(problems(rule, { ...goodRecharge, amount: '1.001' }).amount).toBe(
      'rules.amount.invalid',
    );
    expect(problems(rule, { ...goodRecharge, amount: '0' }).amount).toBe('rules.amount.positive');
  });

  it('refuses DEX, BSC and HECO in any case', () => {
    const anyCase = (word: string) =>
      fc
        .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
        .map((upper) =>
          [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''),
        );
    fc.assert(
      fc.property(fc.constantFrom('dex', 'bsc', 'heco').chain(anyCase), (network) => {
        const withDex = rechargeRule({ depositAddresses: [{ network, address: 'A1' }] });
        expect(problems(withDex, { ...goodRecharge, network, address: 'A1' }).network).toBe(
          'rules.recharge.networkUnsupported',
        );
      }),
    );
  });

  it('refuses an amount below the minimum of the chosen deposit address', () => {
    const withMinimum = rechargeRule({
      depositAddresses: [{ ...deposits[0]!, min_amount: '10.00' }],
    });
    expect(problems(withMinimum, { ...goodRecharge, amount: '9.99' })).toEqual({
      amount: 'rules.amount.belowMinimum',
    });
    expect(problems(withMinimum, { ...goodRecharge, amount: '10.00' })).toEqual({});
  });

  it('refuses a network other than the deposit address network', () => {
    expect(problems(rule, { ...goodRecharge, network: 'ERC20' })).toEqual({
      network: 'rules.recharge.networkMismatch',
    });
  });
});

describe('address rule', () => {
  it('accepts a complete address', () => {
    expect(problems(addressRule, goodAddress)).toEqual({});
  });

  it('needs addressee, mobile, area, detailed address and tag', () => {
    expect(problems(addressRule, {})).toEqual({
      addressee: 'rules.addressee.required',
      mobile: 'rules.mobile.required',
      area: 'rules.area.required',
      detail: 'rules.detail.required',
      tag: 'rules.tag.required',
    });
    expect(problems(addressRule, { ...goodAddress, mobile: '12ab' }).mobile).toBe(
      'rules.mobile.invalid',
    );
  });

  it('refuses every field made of blanks only', () => {
    fc.assert(
      fc.property(fc.constantFrom('addressee', 'area', 'detail', 'tag'), blank, (field, value) => {
        expect(problems(addressRule, { ...goodAddress, [field]: value })[field]).toMatch(
          /^rules\.[a-z]+\.required$/,
        );
      }),
    );
  });
});

describe('password rules', () => {
  it('needs at least 6 characters for a new password', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 5 }).filter((s) => s.trim() === s && s !== ''),
        (short) => {
          expect(
            problems(changePasswordRule, {
              old_password: 'old-secret',
              new_password: short,
              confirm_password: short,
            }).new_password,
          ).toBe('rules.password.tooShort');
        },
      ),
    );
  });

  it('refuses a new password equal to the old one and two entries that differ', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 6, maxLength: 20 }).filter((s) => s.trim() === s),
        fc.string({ minLength: 6, maxLength: 20 }).filter((s) => s.trim() === s),
        (password, other) => {
          fc.pre(password !== other);
          expect(
            problems(changePasswordRule, {
              old_password: password,
              new_password: password,
              confirm_password: password,
            }),
          ).toEqual({ new_password: 'rules.password.sameAsOld' });
          expect(
            problems(changePasswordRule, {
              old_password: `${password}!`,
              new_password: password,
              confirm_password: other,
            }),
          ).toEqual({ confirm_password: 'rules.password.mismatch' });
        },
      ),
    );
  });

  it('says the entries differ even when the new password is also too short', () => {
    expect(
      problems(registerRule, { email: 'a@b.co', password: 'abc', confirm_password: 'abd' }),
    ).toEqual({ password: 'rules.password.tooShort', confirm_password: 'rules.password.mismatch' });
  });

  it('accepts a payment code of 6 or more digits only', () => {
    fc.assert(
      fc.property(digits(6, 12), (code) => {
        expect(problems(payPasswordRule, { pay_password: code })).toEqual({});
      }),
    );
    fc.assert(
      fc.property(digits(1, 5), (code) => {
        expect(problems(payPasswordRule, { pay_password: code })).toEqual({
          pay_password: 'rules.payPassword.tooShort',
        });
      }),
    );
    fc.assert(
      fc.property(
        digits(0, 8),
        fc.constantFrom('a', 'x', '.', '-', 'é', '٣'),
        digits(0, 8),
        (a, other, b) => {
          expect(problems(payPasswordRule, { pay_password: `${a}${other}${b}` })).toEqual({
            pay_password: 'rules.payPassword.digits',
          });
        },
      ),
    );
  });

  it('needs the old payment code when changing it, and leaves it empty when setting the first', () => {
    const change = changePayPasswordRule({ isSet: true });
    const first = changePayPasswordRule({ isSet: false });
    const entries = { new_pay_password: '654321', confirm_pay_password: '654321' };
    expect(problems(change, entries)).toEqual({
      old_pay_password: 'rules.payPassword.oldRequired',
    });
    expect(problems(change, { ...entries, old_pay_password: '123456' })).toEqual({});
    expect(problems(change, { ...entries, old_pay_password: '654321' })).toEqual({
      new_pay_password: 'rules.payPassword.sameAsOld',
    });
    expect(problems(first, entries)).toEqual({});
    expect(problems(first, { ...entries, old_pay_password: '' })).toEqual({});
    expect(problems(first, { ...entries, old_pay_password: '123456' })).toEqual({
      old_pay_password: 'rules.payPassword.oldMustBeEmpty',
    });
    expect(problems(first, { new_pay_password: '654321', confirm_pay_password: '654322' })).toEqual(
      { confirm_pay_password: 'rules.payPassword.mismatch' },
    );
  });

  it('needs a 6-digit code to reset a forgotten password', () => {
    const form = { email: 'a@b.co', new_password: 'secret1', confirm_password: 'secret1' };
    expect(problems(forgotResetRule, { ...form, code: '123456' })).toEqual({});
    expect(problems(forgotResetRule, { ...form, code: '12345' })).toEqual({
      code: 'rules.code.invalid',
    });
  });
});

describe('refund rule', () => {
  it('accepts every amount from 0.01 up to what was paid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.nat(10_000_000), (paid, below) => {
        const rule = refundRule({ paid: centsToMoney(paid) });
        const amount = centsToMoney(Math.max(1, paid - below));
        expect(problems(rule, { ...goodRefund, amount })).toEqual({});
      }),
    );
  });

  it("refuses a refund of 0: it would only use up the order's one application", () => {
    const rule = refundRule({ paid: '85.10' });
    for (const amount of ['0', '0.0', '0.00', ' 0 ']) {
      expect(problems(rule, { ...goodRefund, amount }), amount).toEqual({
        amount: 'rules.refund.amountTooSmall',
      });
    }
    expect(problems(rule, { ...goodRefund, amount: '0.001' }).amount).toBe('rules.amount.invalid');
    expect(problems(rule, { ...goodRefund, amount: '0.01' })).toEqual({});
  });

  it('refuses an amount above what was paid, a negative or a missing one', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 1, max: 100_000 }), (paid, above) => {
        const rule = refundRule({ paid: centsToMoney(paid) });
        expect(problems(rule, { ...goodRefund, amount: centsToMoney(paid + above) })).toEqual({
          amount: 'rules.refund.amountAbovePaid',
        });
      }),
    );
    const rule = refundRule({ paid: '85.10' });
    expect(problems(rule, { ...goodRefund, amount: '-1' }).amount).toBe('rules.amount.negative');
    expect(problems(rule, { ...goodRefund, amount: '' }).amount).toBe('rules.amount.required');
  });

  it('needs the type, the goods status, a reason, an explanation and a proof', () => {
    const rule = refundRule({ paid: '85.10' });
    expect(
      problems(rule, { order_id: 12, amount: '1', reason: ' ', explanation: '', proof: [] }),
    ).toEqual({
      type: 'rules.refund.typeRequired',
      product_status: 'rules.refund.productStatusRequired',
      reason: 'rules.refund.reasonRequired',
      explanation: 'rules.refund.explanationRequired',
      proof: 'rules.refund.proofRequired',
    });
  });
});

describe('review rule', () => {
  const review = {
    order_id: 12,
    content: 'Good',
    product_score: 5,
    service_score: 4,
    postage_score: 3,
  };

  it('needs content', () => {
    expect(problems(reviewRule, { ...review, content: '  ' })).toEqual({
      content: 'rules.review.contentRequired',
    });
  });

  it('accepts scores 1 to 5 and refuses any other number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), (scoreValue) => {
        expect(problems(reviewRule, { ...review, service_score: scoreValue })).toEqual({});
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ max: 0 }),
          fc.integer({ min: 6 }),
          fc.double({ min: 1.01, max: 4.99, noNaN: true }),
        ),
        (scoreValue) => {
          fc.pre(!Number.isInteger(scoreValue) || scoreValue < 1 || scoreValue > 5);
          expect(problems(reviewRule, { ...review, product_score: scoreValue })).toEqual({
            product_score: 'rules.review.scoreRange',
          });
        },
      ),
    );
  });
});

describe('complaint rules', () => {
  it('need content and a certificate', () => {
    expect(problems(platformComplaintRule, { content: '', certificate: [] })).toEqual({
      content: 'rules.complaint.contentRequired',
      certificate: 'rules.complaint.certificateRequired',
    });
    expect(problems(platformComplaintRule, { content: 'Idea', certificate: ['/u/1.png'] })).toEqual(
      {},
    );
  });

  it('need the shop or the order for a shop complaint', () => {
    expect(problems(complaintRule, { content: 'Late', certificate: ['/u/1.png'] })).toEqual({
      mer_id: 'rules.complaint.targetRequired',
    });
    expect(
      problems(complaintRule, { order_id: 12, content: 'Late', certificate: ['/u/1.png'] }),
    ).toEqual({});
  });
});

describe('checkout rule', () => {
  it('needs at least one selected item', () => {
    expect(problems(checkoutSelectionRule, [])).toEqual({ '': 'rules.checkout.nothingSelected' });
    expect(problems(checkoutSelectionRule, [51])).toEqual({});
  });
});

describe('rule problems', () => {
  it('are always message keys of messages.ts, whatever the input', () => {
    const rules = [
      loginRule,
      registerRule,
      addressRule,
      reviewRule,
      complaintRule,
      withdrawRule({ balance: '10.00' }),
      rechargeRule({ depositAddresses: deposits }),
      refundRule({ paid: '10.00' }),
      changePayPasswordRule({ isSet: true }),
    ];
    fc.assert(
      fc.property(fc.constantFrom(...rules), fc.anything(), (rule, input) => {
        const result = rule.safeParse(input);
        if (result.success) return;
        for (const problem of ruleProblems(result.error)) {
          expect(isMessageKey(problem.message), problem.message).toBe(true);
        }
      }),
    );
  });
});

describe('rule outputs', () => {
  it('fit the request bodies of the contract', () => {
    expectTypeOf<z.output<typeof loginRule>>().toExtend<Schemas['LoginRequest']>();
    expectTypeOf<z.output<typeof registerRule>>().toExtend<Schemas['RegisterRequest']>();
    expectTypeOf<z.output<typeof addressRule>>().toExtend<Schemas['AddressRequest']>();
    expectTypeOf<z.output<typeof changePasswordRule>>().toExtend<
      Schemas['ChangePasswordRequest']
    >();
    expectTypeOf<z.output<ReturnType<typeof changePayPasswordRule>>>().toExtend<
      Schemas['ChangePayPasswordRequest']
    >();
    expectTypeOf<z.output<ReturnType<typeof withdrawRule>>>().toExtend<
      Schemas['WithdrawRequest']
    >();
    expectTypeOf<z.output<ReturnType<typeof rechargeRule>>>().toExtend<
      Schemas['RechargeRequest']
    >();
    expectTypeOf<z.output<ReturnType<typeof refundRule>>>().toExtend<Schemas['RefundRequest']>();
    expectTypeOf<z.output<typeof reviewRule>>().toExtend<Schemas['ReviewRequest']>();
    expectTypeOf<z.output<typeof complaintRule>>().toExtend<Schemas['ComplaintRequest']>();
    expectTypeOf<z.output<typeof platformComplaintRule>>().toExtend<
      Schemas['PlatformComplaintRequest']
    >();
    expectTypeOf<z.output<typeof forgotResetRule>>().toExtend<Schemas['ForgotResetRequest']>();
    expectTypeOf<z.output<typeof payPasswordRule>>().toExtend<Schemas['VerifyPayRequest']>();
    expectTypeOf<z.output<typeof profileRule>>().toExtend<Schemas['ProfileRequest']>();
    expectTypeOf<z.output<typeof forgotSendCodeRule>>().toExtend<
      Schemas['ForgotSendCodeRequest']
    >();
    expect(true).toBe(true);
  });
});

describe('money bounds: every typed amount is at most 1,000,000.00', () => {
  const withdraw = withdrawRule({ balance: '5000000.00' });
  const recharge = rechargeRule({ depositAddresses: deposits });
  const refund = refundRule({ paid: '5000000.00' });
  const bank = { bank_card: '6222020200112233445', bank_name: 'Example Bank' };
  const amountProblem = (amount: string) => [
    problems(withdraw, { ...bank, amount }).amount,
    problems(recharge, { ...goodRecharge, amount }).amount,
    problems(refund, { ...goodRefund, amount }).amount,
  ];

  it('accepts exactly 1,000,000.00 in every spelling', () => {
    for (const amount of ['1000000', '1000000.0', '1000000.00'])
      expect(amountProblem(amount)).toEqual([undefined, undefined, undefined]);
  });

  it('says the bound for any amount above it, however long', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.bigInt({ min: 100_000_001n, max: 10n ** 30n }),
          fc.constantFrom(100_000_001n, 500_000_000_000_000n, 1_000_000_000_000n),
        ),
        (cents) => {
          const text = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
          for (const problem of amountProblem(text)) expect(problem).toBe('rules.amount.tooLarge');
        },
      ),
    );
    // The figures: 10,000,000,000 and 5,000,000,000,000, with leading zeros too.
    for (const amount of ['10000000000', '5000000000000', '0001000000.01'])
      expect(amountProblem(amount)).toEqual(Array(3).fill('rules.amount.tooLarge'));
  });
});
