import type { Db } from '../store/db';
import type { User } from '../store/state';

// Who is who in the chat. A shopper's uid is `u<user id>`. Every merchant has a customer service
// whose agent speaks as `m<mer_id>` (the contract's ChannelId rule); the platform's agent is
// `platform`. A shopper reaches a service on channel type 7 with the channel id `cs_<mer_id>` or
// `cs_platform`, and the agent answers on that same channel id.

export const PERSON_CHANNEL = 1;
export const CUSTOMER_SERVICE_CHANNEL = 7;

export const PLATFORM_AGENT_UID = 'platform';
export const PLATFORM_SERVICE_CHANNEL = 'cs_platform';
export const PLATFORM_SERVICE_NAME = 'Platform customer service';

/** A customer service: a merchant's (`merchantId`) or the platform's (null). */
export interface Service {
  merchantId: number | null;
}

export function shopperUid(user: Pick<User, 'id'>): string {
  return `u${user.id}`;
}

/** What the chat shows and uses of a shopper. */
export type Shopper = Pick<User, 'id' | 'nickname' | 'avatar' | 'lang'>;

/** The user id a shopper's uid names (`u<id>`), if it is one; the shopper may not exist. */
function shopperIdOf(uid: string): number | undefined {
  const match = /^u([1-9][0-9]{0,9})$/.exec(uid);
  return match ? Number(match[1]) : undefined;
}

/** The shopper behind a uid, if it is one. */
export function shopperOf(db: Db, uid: string): Shopper | undefined {
  const id = shopperIdOf(uid);
  if (id === undefined) return undefined;
  return db.first(
    db.q.selectFrom('users').select(['id', 'nickname', 'avatar', 'lang']).where('id', '=', id),
  );
}

/** Whether a uid is a shopper's. */
export function isShopper(db: Db, uid: string): boolean {
  const id = shopperIdOf(uid);
  return (
    id !== undefined &&
    db.first(db.q.selectFrom('users').select('id').where('id', '=', id)) !== undefined
  );
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

function merchantExists(db: Db, id: number): boolean {
  return db.first(db.q.selectFrom('merchants').select('id').where('id', '=', id)) !== undefined;
}

/** The service a shopper-side channel id (`cs_N`, `cs_platform`) names, if it exists. */
export function serviceOfChannel(db: Db, channelID: string): Service | undefined {
  if (channelID === PLATFORM_SERVICE_CHANNEL) return { merchantId: null };
  const match = /^cs_([1-9][0-9]{0,9})$/.exec(channelID);
  if (!match) return undefined;
  const merchantId = Number(match[1]);
  return merchantExists(db, merchantId) ? { merchantId } : undefined;
}

/** The service whose agent speaks as `uid` (`m<N>`, `platform`), if it exists. */
export function serviceOfAgent(db: Db, uid: string): Service | undefined {
  if (uid === PLATFORM_AGENT_UID) return { merchantId: null };
  const match = /^m([1-9][0-9]{0,9})$/.exec(uid);
  if (!match) return undefined;
  const merchantId = Number(match[1]);
  return merchantExists(db, merchantId) ? { merchantId } : undefined;
}

/** Display name and logo of a party (a shopper, an agent), for channel info and subscribers. */
export function partyProfile(db: Db, uid: string): { name: string; avatar: string } {
  const shopper = shopperOf(db, uid);
  if (shopper) return { name: shopper.nickname, avatar: shopper.avatar };
  const service = serviceOfAgent(db, uid);
  if (service) return serviceProfile(db, service);
  return { name: uid, avatar: '' };
}

export function serviceProfile(db: Db, service: Service): { name: string; avatar: string } {
  if (service.merchantId === null) return { name: PLATFORM_SERVICE_NAME, avatar: '' };
  const merchant = db.first(
    db.q.selectFrom('merchants').select(['name', 'logo']).where('id', '=', service.merchantId),
  );
  return { name: merchant?.name ?? `Shop ${service.merchantId}`, avatar: merchant?.logo ?? '' };
}
