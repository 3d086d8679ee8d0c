import {
  cardBrand,
  cardDigits,
  cardRechargeRule,
  rechargeRule,
  withdrawRule,
} from '@storefront/contracts/rules';
import { clock } from '../domain/clock';
import {
  DEPOSIT_ADDRESSES,
  payRechargeByCard,
  rechargesOf,
  requestRecharge,
} from '../domain/recharges';
import { requireOwnPictures } from '../domain/uploads';
import { fundRecordsOf } from '../domain/wallet';
import {
  MIN_WITHDRAWAL,
  WITHDRAW_FEE_BASIS_POINTS,
  cardLabel,
  lastWithdrawal,
  requestWithdrawal,
  withdrawalsOf,
} from '../domain/withdrawals';
import { handler } from '../http/operation-handler';
import type { OperationHandlers } from '../http/operation-handler';
import { checkRule } from '../http/rule-check';
import { formatMoney, parseMoney } from '../store/money';
import type { AuditState, FundKind } from '../store/state';
import { pageOf } from './paging-query';
import { billView, depositView, pageView, rechargeView, withdrawalView } from './views';

const auditFilter = (query: Record<string, unknown>): AuditState | undefined =>
  query.status === 0 || query.status === 1 || query.status === 2 ? query.status : undefined;

export const walletHandlers: OperationHandlers = {
  userGetBlockchain: handler(() => DEPOSIT_ADDRESSES.map(depositView)),

  userRecharge: handler(({ db, body, requireUser, lang }) => {
    const user = requireUser();
    const rule = rechargeRule({ depositAddresses: DEPOSIT_ADDRESSES.map(depositView) });
    const request = checkRule(rule, body);
    requireOwnPictures(db, user.id, [request.evidence]);
    const recharge = requestRecharge(db, user.id, {
      method: request.method,
      network: request.network,
      address: request.address,
      amount: parseMoney(request.amount) ?? 0,
      evidence: request.evidence,
    });
    return rechargeView(recharge, lang);
  }),

  userRechargeCard: handler(({ db, body, requireUser, guards, lang }) => {
    const user = requireUser();
    const card = DEPOSIT_ADDRESSES.find((deposit) => deposit.method === 'card');
    const rule = cardRechargeRule({
      minAmount: card ? formatMoney(card.minAmount) : undefined,
      now: () => new Date(clock.now()),
    });
    const request = checkRule(rule, body);
    // Only the brand and the last four digits go further; the number and the CVC stop here.
    const digits = cardDigits(request.card_number) ?? '';
    const recharge = payRechargeByCard(
      db,
      user.id,
      {
        amount: parseMoney(request.amount) ?? 0,
        brand: cardBrand(digits) ?? 'Card',
        last4: digits.slice(-4),
      },
      guards.limits,
      () => guards.acquirer.authorise(digits),
    );
    return rechargeView(recharge, lang);
  }),

  userRechargeLog: handler(({ db, query, requireUser, lang }) =>
    pageView(rechargesOf(db, requireUser().id, auditFilter(query), pageOf(query)), (recharge) =>
      rechargeView(recharge, lang),
    ),
  ),

  userExtractInfo: handler(({ db, requireUser }) => {
    const user = requireUser();
    const last = lastWithdrawal(db, user.id);
    return {
      balance: formatMoney(user.balance),
      fee_percent: formatMoney(WITHDRAW_FEE_BASIS_POINTS),
      min_amount: formatMoney(MIN_WITHDRAWAL),
      bank_name: last?.bankName ?? '',
      // The last card as its brand and last four: sent back as bank_card, it names that card.
      bank_card: last ? cardLabel({ brand: last.cardBrand, last4: last.cardLast4 }) : '',
    };
  }),

  userExtract: handler(({ db, body, requireUser, lang }) => {
    const user = requireUser();
    const rule = withdrawRule({
      balance: formatMoney(user.balance),
      minAmount: formatMoney(MIN_WITHDRAWAL),
    });
    const request = checkRule(rule, body);
    const withdrawal = requestWithdrawal(db, user.id, {
      amount: parseMoney(request.amount) ?? 0,
      bankName: request.bank_name,
      cardNumber: request.bank_card,
    });
    return withdrawalView(withdrawal, lang);
  }),

  userExtractLog: handler(({ db, query, requireUser, lang }) =>
    pageView(withdrawalsOf(db, requireUser().id, auditFilter(query), pageOf(query)), (withdrawal) =>
      withdrawalView(withdrawal, lang),
    ),
  ),

  userBill: handler(({ db, query, requireUser, lang }) => {
    const kinds = typeof query.type === 'string' ? [query.type as FundKind] : undefined;
    return pageView(fundRecordsOf(db, requireUser().id, kinds, pageOf(query)), (record) =>
      billView(record, lang),
    );
  }),
};
