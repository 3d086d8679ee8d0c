import { createHash } from 'node:crypto';
import { cardOnFile } from '../domain/card-on-file';
import type { FundKind, FundRecord, FundRemark, ResetCode, Session, State } from './state';

/** A fund record as any version of this mock wrote it. */
type StoredFundRecord = Omit<FundRecord, 'remark'> & { remark?: FundRemark; note?: unknown };

// State files written by earlier versions of this mock, brought to today's shape when they load, so
// a developer's DATA_DIR keeps working across upgrades.

/**
 * What the mock wrote as a fund record's remark before remarks had keys: one English text per kind
 * of movement, naming the order, recharge or withdrawal by its serial.
 */
const ENGLISH_FUND_NOTES: Record<FundKind, RegExp> = {
  order_pay: /^Order (\S+)$/,
  refund: /^Refund of order (\S+)$/,
  recharge: /^Recharge (\S+)$/,
  withdraw: /^Withdrawal (\S+)$/,
  withdraw_return: /^Withdrawal (\S+) refused$/,
};

/** Fund records from before remark keys carry an English `note`; it becomes a key and a serial. */
function fundRemarkOf(kind: FundKind, note: string): FundRemark {
  const sn = ENGLISH_FUND_NOTES[kind].exec(note)?.[1];
  return sn === undefined ? { key: 'written', text: note } : { key: kind, sn };
}

/** Upgrades `state` in place and returns it; a state of today's shape is left as it is. */
export function upgradeState(state: State): State {
  for (const record of state.funds as StoredFundRecord[]) {
    if (record.remark !== undefined) continue;
    record.remark = fundRemarkOf(record.kind, typeof record.note === 'string' ? record.note : '');
    delete record.note;
  }
  // Chat logs of early versions kept a resend index as `sent`: no table holds it.
  const logs = (state.chat as { logs?: Record<string, { sent?: unknown }> }).logs;
  for (const log of Object.values(logs ?? {})) delete log.sent;
  if (state.secrets !== 1) hashSecretsKeptInClear(state);
  keepCardsAsBrandAndLastFour(state);
  return state;
}

/**
 * Withdrawals kept the whole card number before: only its brand and last four stay (the same
 * change is migration 2 of a database, src/store/schema.ts).
 */
function keepCardsAsBrandAndLastFour(state: State): void {
  for (const withdrawal of state.withdrawals as Array<
    State['withdrawals'][number] & { cardNumber?: unknown }
  >) {
    if (typeof withdrawal.cardNumber !== 'string') continue;
    const card = cardOnFile(withdrawal.cardNumber);
    withdrawal.cardBrand = card.brand;
    withdrawal.cardLast4 = card.last4;
    delete withdrawal.cardNumber;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Earlier versions kept session tokens, chat tokens and reset codes in clear. Sessions are kept
 * (under the hash of their token, so a shopper stays signed in); chat tokens are dropped (the app
 * asks for a new one on its next connection); live reset codes are dropped (the shopper asks for
 * another). Nothing readable as a credential remains once the state is written again.
 */
function hashSecretsKeptInClear(state: State): void {
  const sessions: Record<string, Session> = {};
  for (const [token, stored] of Object.entries(state.sessions)) {
    const { userId, expiresAt } = stored as Session & { token?: unknown };
    sessions[sha256(token)] = { userId, expiresAt };
  }
  state.sessions = sessions;
  const chat = state.chat as { tokens?: Record<string, unknown> };
  if (chat.tokens) chat.tokens = {};
  state.resetCodes = state.resetCodes.map((stored) => {
    const { email, sentAt, expiresAt } = stored as ResetCode & { code?: unknown };
    return { email, codeHash: '', sentAt, expiresAt, used: true, tries: 0 };
  });
  state.secrets = 1;
}
