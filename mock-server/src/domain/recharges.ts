import { findUser } from './accounts';
import { clock } from './clock';
import { fail } from './failure';
import { notify } from './notifications';
import { moveFunds } from './wallet';
import { nextId } from '../store/state';
import type { AuditState, Recharge, RechargeMethod, State } from '../store/state';

/** The platform's deposit networks (what GET /api/user/getBlockchain lists), with their addresses. */
export const DEPOSIT_NETWORKS = [
  { network: 'TRC20', coin: 'USDT', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
  { network: 'ERC20', coin: 'USDT', address: '0x6f1c3b5e2d4a9c8b7e0f1a2b3c4d5e6f7a8b9c0d' },
  { network: 'BTC', coin: 'BTC', address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
] as const;

/** Deposit networks the spec names as unsupported (section 5). */
export const UNSUPPORTED_NETWORKS = ['DEX', 'BSC', 'HECO'] as const;

/** Methods that move coins on a chain, so they need a network. */
const CHAIN_METHODS: readonly RechargeMethod[] = ['blockchain', 'onchain', 'manual'];

export interface RechargeRequest {
  method: RechargeMethod;
  network: string;
  address: string;
  amount: number;
  evidence: string;
}

/**
 * Records a recharge waiting for audit (state 0); the wallet is credited only when it is approved.
 * For chain methods the network must be one of the platform's own (the one the coins are sent
 * from must match); DEX, BSC and HECO deposits are refused.
 */
export function requestRecharge(state: State, userId: number, request: RechargeRequest): Recharge {
  if (request.amount <= 0) fail('invalid_request', 'amount');
  const network = request.network.trim().toUpperCase();
  if (CHAIN_METHODS.includes(request.method) || network) {
    if ((UNSUPPORTED_NETWORKS as readonly string[]).includes(network)) fail('network_unsupported');
    const known = DEPOSIT_NETWORKS.find((candidate) => candidate.network === network);
    if (!known) fail('network_mismatch');
  }
  const id = nextId(state, 'recharge');
  const recharge: Recharge = {
    id,
    sn: `RC${String(id).padStart(8, '0')}`,
    userId,
    method: request.method,
    network,
    address: request.address.trim(),
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
    moveFunds(state, user, 'recharge', recharge.amount, recharge.id, `Recharge ${recharge.sn}`);
  recharge.state = approve ? 1 : 2;
  recharge.auditNote = note;
  recharge.auditedAt = clock.now();
  notify(
    state,
    user.id,
    'recharge',
    approve ? 'Recharge approved' : 'Recharge refused',
    approve
      ? `Recharge ${recharge.sn} was credited to your wallet.`
      : `Recharge ${recharge.sn} was refused.${note ? ` ${note}` : ''}`,
    recharge.id,
  );
  return recharge;
}
