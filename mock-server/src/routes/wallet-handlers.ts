import type { components } from '@storefront/contracts/generated/openapi';
import { paginate } from '../domain/paging';
import { DEPOSIT_ADDRESSES, rechargesOf, requestRecharge } from '../domain/recharges';
import { requireOwnPictures } from '../domain/uploads';
import { fundRecordsOf } from '../domain/wallet';
import {
  MIN_WITHDRAWAL,
  WITHDRAW_FEE_BASIS_POINTS,
  requestWithdrawal,
  withdrawalsOf,
} from '../domain/withdrawals';
import { mutation, readOnly } from '../http/operation-handler';
import type { OperationHandlers } from '../http/operation-handler';
import * as rules from '../http/shop-rules';
import { formatMoney } from '../store/money';
import type { AuditState, FundKind } from '../store/state';
import { pageOf } from './paging-query';
import { billView, depositView, pageView, rechargeView, withdrawalView } from './views';

type Schemas = components['schemas'];

const auditFilter = (query: Record<string, unknown>): AuditState | undefined =>
  query.status === 0 || query.status === 1 || query.status === 2 ? query.status : undefined;

export const walletHandlers: OperationHandlers = {
  userGetBlockchain: readOnly(() => DEPOSIT_ADDRESSES.map(depositView)),

  userRecharge: mutation(({ state, body, requireUser }) => {
    const request = body as Schemas['RechargeRequest'];
    const user = requireUser();
    const network = rules.required(request.network, 'network_required');
    const address = rules.required(request.address, 'recharge_address_required');
    const amount = rules.positiveAmount(request.amount);
    const evidence = rules.required(request.evidence, 'evidence_required');
    requireOwnPictures(state, user.id, [evidence]);
    return rechargeView(
      requestRecharge(state, user.id, {
        method: request.method,
        network,
        address,
        amount,
        evidence,
      }),
    );
  }),

  userRechargeLog: readOnly(({ state, query, requireUser }) => {
    const { page, limit } = pageOf(query);
    return pageView(
      paginate(rechargesOf(state, requireUser().id, auditFilter(query)), page, limit),
      rechargeView,
    );
  }),

  userExtractInfo: readOnly(({ state, requireUser }) => {
    const user = requireUser();
    const last = withdrawalsOf(state, user.id)[0];
    return {
      balance: formatMoney(user.balance),
      fee_percent: formatMoney(WITHDRAW_FEE_BASIS_POINTS),
      min_amount: formatMoney(MIN_WITHDRAWAL),
      bank_name: last?.bankName ?? '',
      bank_card: last?.cardNumber ?? '',
    };
  }),

  userExtract: mutation(({ state, body, requireUser }) => {
    const request = body as Schemas['WithdrawRequest'];
    const user = requireUser();
    const amount = rules.positiveAmount(request.amount);
    const cardNumber = rules.required(request.bank_card, 'bank_card_required');
    const bankName = rules.required(request.bank_name, 'bank_name_required');
    return withdrawalView(requestWithdrawal(state, user.id, { amount, bankName, cardNumber }));
  }),

  userExtractLog: readOnly(({ state, query, requireUser }) => {
    const { page, limit } = pageOf(query);
    return pageView(
      paginate(withdrawalsOf(state, requireUser().id, auditFilter(query)), page, limit),
      withdrawalView,
    );
  }),

  userBill: readOnly(({ state, query, requireUser }) => {
    const { page, limit } = pageOf(query);
    const kinds = typeof query.type === 'string' ? [query.type as FundKind] : undefined;
    return pageView(paginate(fundRecordsOf(state, requireUser().id, kinds), page, limit), billView);
  }),
};
