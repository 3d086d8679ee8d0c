// What a rule lets through, the contract must take: a form the web accepts never meets a bare
// HTTP 400 from the server.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { createContractValidator } from './contract-validator';
import { centsToMoney } from './money';
import {
  addressRule,
  cardRechargeRule,
  changePasswordRule,
  changePayPasswordRule,
  complaintRule,
  loginRule,
  platformComplaintRule,
  rechargeRule,
  refundRule,
  registerRule,
  reviewRule,
  withdrawRule,
} from './rules';

const contract = createContractValidator();

const text = (max: number) => fc.string({ minLength: 0, maxLength: max, size: 'max' });
const digits = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(...'0123456789'),
    minLength: min,
    maxLength: max,
    size: 'max',
  });
const word = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
  minLength: 1,
  maxLength: 12,
});
const email = fc.tuple(word, word).map(([user, host]) => `${user}@${host}.com`);
const mobile = fc.tuple(fc.boolean(), digits(4, 17)).map(([plus, n]) => `${plus ? '+' : ''}${n}`);
const amount = fc.nat(100_000_000).map(centsToMoney);
const urls = fc.array(fc.constant('/uploads/proof.png'), { maxLength: 10 });

/** Checks that every input the rule accepts, once parsed, is a body the contract accepts. */
function acceptedBodiesFitContract(
  rule: z.ZodType,
  url: string,
  inputs: fc.Arbitrary<Record<string, unknown>>,
) {
  let accepted = 0;
  fc.assert(
    fc.property(inputs, (input) => {
      const parsed = rule.safeParse(input);
      if (!parsed.success) return;
      accepted += 1;
      const check = contract.validateRequest({ method: 'POST', url, body: parsed.data });
      expect(check.ok ? [] : check.errors).toEqual([]);
    }),
    // Card recharges take about one input in five of these (card number, expiry, code and holder
    // must all be right): at 100 runs a clean-clone CI once counted exactly 10 below; at 400 runs
    // four tries counted 67 to 103.
    { numRuns: 400 },
  );
  // The property says nothing if the rule refused everything.
  expect(accepted).toBeGreaterThan(10);
}

describe('bodies the rules accept', () => {
  it('fit the contract for login and register', () => {
    acceptedBodiesFitContract(
      loginRule,
      '/api/user/login',
      fc.record({ account: email, password: text(140) }),
    );
    acceptedBodiesFitContract(
      registerRule,
      '/api/user/register',
      fc
        .record({ email, password: text(140), nickname: text(60), mobile })
        .map((form) => ({ ...form, confirm_password: form.password })),
    );
  });

  it('fit the contract for passwords and payment codes', () => {
    acceptedBodiesFitContract(
      changePasswordRule,
      '/api/user/resetpwd',
      fc
        .record({ old_password: text(140), new_password: text(140) })
        .map((form) => ({ ...form, confirm_password: form.new_password })),
    );
    acceptedBodiesFitContract(
      changePayPasswordRule({ isSet: true }),
      '/api/user/resetPay',
      fc
        .record({ old_pay_password: digits(6, 40), new_pay_password: digits(4, 40) })
        .map((form) => ({ ...form, confirm_pay_password: form.new_pay_password })),
    );
  });

  it('fit the contract for addresses', () => {
    acceptedBodiesFitContract(
      addressRule,
      '/api/user/address_add',
      fc.record(
        {
          id: fc.integer({ min: 1, max: 1000 }),
          addressee: text(60),
          mobile,
          area: text(110),
          detail: text(210),
          tag: text(25),
          is_default: fc.boolean(),
        },
        { requiredKeys: ['addressee', 'mobile', 'area', 'detail', 'tag'] },
      ),
    );
  });

  it('fit the contract for withdrawals and recharges', () => {
    acceptedBodiesFitContract(
      withdrawRule({ balance: '1000000.00' }),
      '/api/user/extract',
      fc.record({ amount, bank_card: text(40), bank_name: text(110) }),
    );
    const deposits = [{ network: 'TRC20', address: 'T1' }];
    acceptedBodiesFitContract(
      rechargeRule({ depositAddresses: deposits }),
      '/api/user/recharge',
      fc.record({
        method: fc.constantFrom('chain', 'bank', 'card'),
        network: fc.constantFrom('TRC20', 'trc20', 'BSC'),
        address: fc.constantFrom('T1', 'T2'),
        amount,
        evidence: fc.constant('/uploads/evidence.png'),
      }),
    );
  });

  it('fit the contract for card recharges', () => {
    acceptedBodiesFitContract(
      cardRechargeRule(),
      '/api/user/rechargeCard',
      fc.record({
        amount,
        card_number: fc.constantFrom('4242 4242 4242 4242', '5555555555554444', '4'.repeat(40)),
        expiry: fc.constantFrom('12/99', '01/2099', '1/99', '12/9999999'),
        cvc: fc.oneof(digits(3, 4), digits(0, 6)),
        holder: fc.oneof(fc.constant('Ana Silva'), text(110)),
      }),
    );
  });

  it('fit the contract for refunds, reviews and complaints', () => {
    acceptedBodiesFitContract(
      refundRule({ paid: '1000000.00' }),
      '/api/refund/apply',
      fc.record({
        order_id: fc.integer({ min: 1, max: 100 }),
        type: fc.constantFrom('no_return', 'return_and_refund'),
        amount,
        product_status: fc.constantFrom('not_received', 'received'),
        reason: text(110),
        explanation: text(1010),
        proof: urls,
      }),
    );
    acceptedBodiesFitContract(
      reviewRule,
      '/api/review/add',
      fc.record({
        order_id: fc.integer({ min: 1, max: 100 }),
        content: text(1010),
        product_score: fc.integer({ min: 1, max: 5 }),
        service_score: fc.integer({ min: 0, max: 5 }),
        postage_score: fc.integer({ min: 1, max: 5 }),
        pictures: urls,
      }),
    );
    acceptedBodiesFitContract(
      complaintRule,
      '/api/user/complain',
      fc.record(
        {
          mer_id: fc.integer({ min: 1, max: 9 }),
          order_id: fc.integer({ min: 1, max: 9 }),
          content: text(200),
          certificate: urls,
        },
        { requiredKeys: ['content', 'certificate'] },
      ),
    );
    acceptedBodiesFitContract(
      platformComplaintRule,
      '/api/complaint/platform',
      fc.record({ content: text(200), certificate: urls }),
    );
  });
});
