import type { CardDeclineReason } from '@storefront/contracts/control-api';
import { findUser } from './accounts';
import { clock } from './clock';
import { fail } from './failure';
import { DEFAULT_LIMITS } from './limits';
import type { SecurityLimits } from './limits';
import { notify } from './notifications';
import { moveFunds } from './wallet';
import { auditedOf, decideAudit, insertAudited } from './audits';
import type { PageRequest, Page } from './paging';
import type { Db } from '../store/db';
import { formatMoney } from '../store/money';
import { rechargeFromRow, rechargeToRow } from '../store/rows/wallet';
import type { AuditState, Recharge, RechargeMethod } from '../store/state';

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
    // An example account: the bank code TEST (no such bank) with valid IBAN check digits, so a
    // form that checks an IBAN accepts it and no bank would take a transfer to it.
    address: 'Storefront Ltd, Sandbox Bank (example), IBAN GB41 TEST 2004 1531 9268 19',
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

/** Records a recharge waiting for audit and answers its id. */
function insertRecharge(
  db: Db,
  recharge: Omit<Recharge, 'id' | 'sn' | 'state' | 'auditNote' | 'auditedAt'>,
): number {
  return insertAudited(
    db,
    'recharges',
    rechargeToRow({ ...recharge, sn: '', state: 0, auditNote: '', auditedAt: null }),
  ).id;
}

function rechargeById(db: Db, rechargeId: number): Recharge | undefined {
  const row = db.first(db.q.selectFrom('recharges').selectAll().where('id', '=', rechargeId));
  return row && rechargeFromRow(row);
}

/**
 * Records a recharge waiting for audit (0); the wallet is credited only when it is approved.
 * DEX, BSC and HECO are refused; otherwise the network must be the one of the chosen deposit
 * address (the coins must travel on the same network on both platforms).
 */
export function requestRecharge(db: Db, userId: number, request: RechargeRequest): Recharge {
  const network = request.network.trim().toUpperCase();
  if (UNSUPPORTED_NETWORKS.includes(network)) fail('network_unsupported');
  const target = DEPOSIT_ADDRESSES.find(
    (deposit) => deposit.method === request.method && deposit.address === request.address.trim(),
  );
  if (!target || target.network !== network) fail('network_mismatch');
  if (request.amount < target.minAmount) fail('amount_too_small', formatMoney(target.minAmount));
  const id = insertRecharge(db, {
    userId,
    method: request.method,
    network,
    address: target.address,
    amount: request.amount,
    evidence: request.evidence,
    createdAt: clock.now(),
  });
  return rechargeById(db, id) ?? fail('not_found', 'recharge');
}

/**
 * A top-up of the developer console: a bank recharge recorded and approved at once, so the
 * ledger explains it like any other (the audit credits the wallet and tells the shopper).
 */
export function topUpFromConsole(db: Db, userId: number, amount: number, note: string): Recharge {
  const id = insertRecharge(db, {
    userId,
    method: 'bank',
    network: '',
    address: '',
    amount,
    evidence: '',
    createdAt: clock.now(),
  });
  return auditRecharge(db, id, true, note);
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

/**
 * How many card top-ups (rechargeCard: method card, no evidence) were credited to a shopper in 24
 * hours, and their sum.
 */
function cardTopUpsOfLastDay(db: Db, userId: number): { count: number; sum: number } {
  const found = db.first(
    db.q
      .selectFrom('recharges')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('sum'),
      ])
      .where('userId', '=', userId)
      .where('createdAt', '>', clock.now() - DAY_MS)
      .where('method', '=', 'card')
      .where('evidence', '=', '')
      .where('state', '=', 1),
  );
  return { count: Number(found?.count ?? 0), sum: Number(found?.sum ?? 0) };
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
  db: Db,
  userId: number,
  payment: CardPayment,
  caps: CardCaps = DEFAULT_LIMITS,
  authorise: () => CardDeclineReason | undefined = () => undefined,
): Recharge {
  const card = DEPOSIT_ADDRESSES.find((deposit) => deposit.method === 'card');
  if (!card) fail('network_unsupported');
  if (payment.amount < card.minAmount) fail('amount_too_small', formatMoney(card.minAmount));
  const today = cardTopUpsOfLastDay(db, userId);
  if (today.count >= caps.cardTopUpsPerDay) fail('card_daily_count', String(caps.cardTopUpsPerDay));
  if (today.sum + payment.amount > caps.cardTopUpCentsPerDay) {
    fail('card_daily_amount', formatMoney(Math.max(0, caps.cardTopUpCentsPerDay - today.sum)));
  }
  const declined = authorise();
  if (declined === 'insufficient_funds') fail('card_insufficient_funds');
  if (declined) fail('card_declined');
  const id = insertRecharge(db, {
    userId,
    method: 'card',
    network: card.network,
    address: `${payment.brand} •••• ${payment.last4}`,
    amount: payment.amount,
    evidence: '',
    createdAt: clock.now(),
  });
  return auditRecharge(db, id, true);
}

/** A page of the shopper's recharges, newest first, optionally in one audit state. */
export function rechargesOf(
  db: Db,
  userId: number,
  auditState?: AuditState,
  request: PageRequest = {},
): Page<Recharge> {
  return auditedOf(db, 'recharges', rechargeFromRow, userId, auditState, request);
}

/** Audit (control API): approving credits the wallet, refusing changes nothing but the record. */
export function auditRecharge(db: Db, rechargeId: number, approve: boolean, note = ''): Recharge {
  const recharge = rechargeById(db, rechargeId) ?? fail('not_found', 'recharge');
  if (recharge.state !== 0) fail('audit_done');
  const user = findUser(db, recharge.userId) ?? fail('not_found', 'user');
  // Decided (and credited) once.
  decideAudit(db, 'recharges', recharge.id, approve, note);
  if (approve)
    moveFunds(db, user, 'recharge', recharge.amount, recharge.id, {
      key: 'recharge',
      sn: recharge.sn,
    });
  notify(
    db,
    user.id,
    'wallet',
    approve ? 'recharge_approved' : 'recharge_refused',
    { amount: formatMoney(recharge.amount), remark: note },
    '/topUpRecord',
  );
  return rechargeById(db, recharge.id) ?? fail('not_found', 'recharge');
}
