import type { CardDeclineReason } from '@storefront/contracts/control-api';
import { findUser } from './accounts';
import { clock } from './clock';
import { fail } from './failure';
import { DEFAULT_LIMITS } from './limits';
import type { SecurityLimits } from './limits';
import { notify } from './notifications';
import { moveFunds } from './wallet';
import { formatMoney } from '../store/money';
import { nextId } from '../store/state';
import type { AuditState, Recharge, RechargeMethod, State } from '../store/state';

export interface DepositAddress {
  id: number;
  method: RechargeMethod;
  network: string;
  coin: string;
  address: string;
  minAmount: number;
}

/** The platform's deposit addresses (GET /api/user/getBlockchain): one per network. */
export const DEPOSIT_ADDRESSES: readonly DepositAddress[] = [
  {
    id: 1,
    method: 'chain',
    network: 'TRC20',
    coin: 'USDT',
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    minAmount: 1000,
  },
  {
    id: 2,
    method: 'chain',
    network: 'ERC20',
    coin: 'USDT',
    address: '0x6f1c3b5e2d4a9c8b7e0f1a2b3c4d5e6f7a8b9c0d',
    minAmount: 2000,
  },
  {
    id: 3,
    method: 'bank',
    network: 'BANK',
    coin: 'USD',
    address: 'Storefront Ltd, Example Bank, IBAN GB33 BUKB 2020 1555 5555 55',
    minAmount: 1000,
  },
  {
    id: 4,
    method: 'card',
    network: 'CARD',
    coin: 'USD',
    address: 'Card payments (Visa, Mastercard)',
    minAmount: 500,
  },
];

/** Deposit networks the spec names as unsupported (section 5). */
export const UNSUPPORTED_NETWORKS: readonly string[] = ['DEX', 'BSC', 'HECO'];

export interface RechargeRequest {
  method: RechargeMethod;
  network: string;
  address: string;
  amount: number;
  evidence: string;
}

/**
 * Records a recharge waiting for audit (0); the wallet is credited only when it is approved.
 * DEX, BSC and HECO are refused; otherwise the network must be the one of the chosen deposit
 * address (the coins must travel on the same network on both platforms).
 */
export function requestRecharge(state: State, userId: number, request: RechargeRequest): Recharge {
  const network = request.network.trim().toUpperCase();
  if (UNSUPPORTED_NETWORKS.includes(network)) fail('network_unsupported');
  const target = DEPOSIT_ADDRESSES.find(
    (deposit) => deposit.method === request.method && deposit.address === request.address.trim(),
  );
  if (!target || target.network !== network) fail('network_mismatch');
  if (request.amount < target.minAmount) fail('amount_too_small', formatMoney(target.minAmount));
  const id = nextId(state, 'recharge');
  const recharge: Recharge = {
    id,
    sn: `RC${String(id).padStart(8, '0')}`,
    userId,
    method: request.method,
    network,
    address: target.address,
    amount: request.amount,
    evidence: request.evidence,
    state: 0,
    auditNote: '',
    createdAt: clock.now(),
    auditedAt: null,
  };
  state.recharges.push(recharge);
  return recharge;
}

export interface CardPayment {
  amount: number;
  /** What the record keeps of the card: its brand and last four digits, never more. */
  brand: string;
  last4: string;
}

/** The daily caps of card top-ups (domain/limits.ts). */
export type CardCaps = Pick<SecurityLimits, 'cardTopUpsPerDay' | 'cardTopUpCentsPerDay'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The card top-ups (rechargeCard: method card, no evidence) credited to a shopper in 24 hours. */
function cardTopUpsOfLastDay(state: State, userId: number): Recharge[] {
  const since = clock.now() - DAY_MS;
  return state.recharges.filter(
    (recharge) =>
      recharge.userId === userId &&
      recharge.method === 'card' &&
      recharge.evidence === '' &&
      recharge.state === 1 &&
      recharge.createdAt > since,
  );
}

/**
 * A card recharge (POST /api/user/rechargeCard): within the shopper's daily caps (at most
 * `cardTopUpsPerDay` top-ups and `cardTopUpCentsPerDay` in any 24 hours, counted from the stored
 * records, so a restart forgets nothing), the mock acquirer (`authorise`, card-acquirer.ts) either
 * declines the card (nothing is recorded or credited) or authorises it: the recharge is passed and
 * credited at once. Synchronous, so top-ups sent all at once meet the caps one after another. The
 * record names the card as "Visa •••• 4242"; the full number and the CVC never reach this function.
 */
export function payRechargeByCard(
  state: State,
  userId: number,
  payment: CardPayment,
  caps: CardCaps = DEFAULT_LIMITS,
  authorise: () => CardDeclineReason | undefined = () => undefined,
): Recharge {
  const card = DEPOSIT_ADDRESSES.find((deposit) => deposit.method === 'card');
  if (!card) fail('network_unsupported');
  if (payment.amount < card.minAmount) fail('amount_too_small', formatMoney(card.minAmount));
  const today = cardTopUpsOfLastDay(state, userId);
  if (today.length >= caps.cardTopUpsPerDay)
    fail('card_daily_count', String(caps.cardTopUpsPerDay));
  const spent = today.reduce((sum, recharge) => sum + recharge.amount, 0);
  if (spent + payment.amount > caps.cardTopUpCentsPerDay) {
    fail('card_daily_amount', formatMoney(Math.max(0, caps.cardTopUpCentsPerDay - spent)));
  }
  const declined = authorise();
  if (declined === 'insufficient_funds') fail('card_insufficient_funds');
  if (declined) fail('card_declined');
  const id = nextId(state, 'recharge');
  const recharge: Recharge = {
    id,
    sn: `RC${String(id).padStart(8, '0')}`,
    userId,
    method: 'card',
    network: card.network,
    address: `${payment.brand} •••• ${payment.last4}`,
    amount: payment.amount,
    evidence: '',
    state: 0,
    auditNote: '',
    createdAt: clock.now(),
    auditedAt: null,
  };
  state.recharges.push(recharge);
  return auditRecharge(state, id, true);
}

export function rechargesOf(state: State, userId: number, auditState?: AuditState): Recharge[] {
  return state.recharges
    .filter((r) => r.userId === userId && (auditState === undefined || r.state === auditState))
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

/** Audit (control API): approving credits the wallet, refusing changes nothing but the record. */
export function auditRecharge(
  state: State,
  rechargeId: number,
  approve: boolean,
  note = '',
): Recharge {
  const recharge =
    state.recharges.find((r) => r.id === rechargeId) ?? fail('not_found', 'recharge');
  if (recharge.state !== 0) fail('audit_done');
  const user = findUser(state, recharge.userId) ?? fail('not_found', 'user');
  if (approve)
    moveFunds(state, user, 'recharge', recharge.amount, recharge.id, {
      key: 'recharge',
      sn: recharge.sn,
    });
  recharge.state = approve ? 1 : 2;
  recharge.auditNote = note;
  recharge.auditedAt = clock.now();
  notify(
    state,
    user.id,
    'wallet',
    approve ? 'recharge_approved' : 'recharge_refused',
    { amount: formatMoney(recharge.amount), remark: note },
    '/topUpRecord',
  );
  return recharge;
}
