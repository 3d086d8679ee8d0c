import type { State, User } from '../store/state';

// Who is who in the chat. A shopper's uid is `u<user id>`. Every merchant has a customer service
// whose agent speaks as `m<mer_id>` (the contract's ChannelId rule); the platform's agent is
// `platform`. A shopper reaches a service on channel type 7 with the channel id `cs_<mer_id>` or
// `cs_platform`, and the agent answers on that same channel id.

export const PERSON_CHANNEL = 1;
export const CUSTOMER_SERVICE_CHANNEL = 7;

export const PLATFORM_AGENT_UID = 'platform';
export const PLATFORM_SERVICE_CHANNEL = 'cs_platform';

/** A customer service: a merchant's (`merchantId`) or the platform's (null). */
export interface Service {
  merchantId: number | null;
}

export function shopperUid(user: Pick<User, 'id'>): string {
  return `u${user.id}`;
}

/** The shopper behind a uid, if it is one. */
export function shopperOf(state: State, uid: string): User | undefined {
  const match = /^u([1-9][0-9]{0,9})$/.exec(uid);
  if (!match) return undefined;
  const id = Number(match[1]);
  return state.users.find((user) => user.id === id);
}

export function agentUid(service: Service): string {
  return service.merchantId === null ? PLATFORM_AGENT_UID : `m${service.merchantId}`;
}

export function serviceChannelId(service: Service): string {
  return service.merchantId === null ? PLATFORM_SERVICE_CHANNEL : `cs_${service.merchantId}`;
}

/** Stable text for log keys. */
export function serviceKey(service: Service): string {
  return service.merchantId === null ? 'platform' : String(service.merchantId);
}

function merchantExists(state: State, id: number): boolean {
  return state.merchants.some((merchant) => merchant.id === id);
}

/** The service a shopper-side channel id (`cs_N`, `cs_platform`) names, if it exists. */
export function serviceOfChannel(state: State, channelID: string): Service | undefined {
  if (channelID === PLATFORM_SERVICE_CHANNEL) return { merchantId: null };
  const match = /^cs_([1-9][0-9]{0,9})$/.exec(channelID);
  if (!match) return undefined;
  const merchantId = Number(match[1]);
  return merchantExists(state, merchantId) ? { merchantId } : undefined;
}

/** The service whose agent speaks as `uid` (`m<N>`, `platform`), if it exists. */
export function serviceOfAgent(state: State, uid: string): Service | undefined {
  if (uid === PLATFORM_AGENT_UID) return { merchantId: null };
  const match = /^m([1-9][0-9]{0,9})$/.exec(uid);
  if (!match) return undefined;
  const merchantId = Number(match[1]);
  return merchantExists(state, merchantId) ? { merchantId } : undefined;
}

/** Display name and logo of a party (a shopper, an agent), for channel info and subscribers. */
export function partyProfile(state: State, uid: string): { name: string; avatar: string } {
  const shopper = shopperOf(state, uid);
  if (shopper) return { name: shopper.nickname, avatar: shopper.avatar };
  const service = serviceOfAgent(state, uid);
  if (service) return serviceProfile(state, service);
  return { name: uid, avatar: '' };
}

export function serviceProfile(state: State, service: Service): { name: string; avatar: string } {
  if (service.merchantId === null) return { name: 'Platform customer service', avatar: '' };
  const merchant = state.merchants.find((m) => m.id === service.merchantId);
  return { name: merchant?.name ?? `Shop ${service.merchantId}`, avatar: merchant?.logo ?? '' };
}
