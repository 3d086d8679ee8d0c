import { ReasonCode } from '@storefront/protocol/wire/reason-code';
import type { Db } from '../store/db';
import {
  agentUid,
  CUSTOMER_SERVICE_CHANNEL,
  PERSON_CHANNEL,
  serviceChannelId,
  serviceKey,
  serviceOfAgent,
  serviceOfChannel,
  type Service,
} from './chat-parties';

/** The key of a member's conversation with a channel (as the member sees the channel). */
export function conversationKey(channelID: string, channelType: number): string {
  return `${channelID}-${channelType}`;
}

/**
 * Where a message goes: the log it is stored in, the members who receive it, and the channel id each
 * member sees. WuKongIM's perspective rule: in a person channel the receiver sees the sender's uid as
 * the channel id; in a customer-service channel the shopper sees `cs_<N>` and the agent the shopper.
 */
export interface ChannelRoute {
  key: string;
  channelType: number;
  members: readonly string[];
  /** Set on customer-service channels. */
  service?: Service;
  /** The shopper of a customer-service channel. */
  shopper?: string;
  viewOf(uid: string): string;
  /** The key of `uid`'s conversation of this channel: conversationKey(viewOf(uid), channelType). */
  conversationKeyOf(uid: string): string;
}

export type RouteResult = { ok: true; route: ChannelRoute } | { ok: false; reasonCode: ReasonCode };

const MAX_CHANNEL_ID_LENGTH = 64;

/** The route of channel (`channelID`, `channelType`) as `uid` names it (a sender or a reader). */
export function routeFor(db: Db, uid: string, channelID: string, channelType: number): RouteResult {
  if (channelType !== PERSON_CHANNEL && channelType !== CUSTOMER_SERVICE_CHANNEL) {
    return { ok: false, reasonCode: ReasonCode.notSupportChannelType };
  }
  if (channelID === '' || channelID.length > MAX_CHANNEL_ID_LENGTH) {
    return { ok: false, reasonCode: ReasonCode.channelIDError };
  }
  if (channelType === PERSON_CHANNEL) return { ok: true, route: personRoute(uid, channelID) };

  const agentOf = serviceOfAgent(db, uid);
  if (agentOf) {
    // An agent names the conversation by the shopper it talks to.
    if (serviceOfAgent(db, channelID) || channelID.startsWith('cs_')) {
      return { ok: false, reasonCode: ReasonCode.channelIDError };
    }
    return { ok: true, route: serviceRoute(agentOf, channelID) };
  }
  const service = serviceOfChannel(db, channelID);
  if (!service) return { ok: false, reasonCode: ReasonCode.reasonChannelNotExist };
  return { ok: true, route: serviceRoute(service, uid) };
}

/**
 * Routes of person channels by sender, then peer: made once per pair, not once per message. As
 * many as there are pairs that ever talked, and each pair's messages are kept anyway.
 */
const personRoutes = new Map<string, Map<string, ChannelRoute>>();

export function personRoute(a: string, b: string): ChannelRoute {
  let ofSender = personRoutes.get(a);
  if (!ofSender) {
    ofSender = new Map();
    personRoutes.set(a, ofSender);
  }
  let route = ofSender.get(b);
  if (!route) {
    route = newPersonRoute(a, b);
    ofSender.set(b, route);
  }
  return route;
}

function newPersonRoute(a: string, b: string): ChannelRoute {
  const members = a === b ? [a] : [a, b].sort();
  // Made once per pair, so each side's conversation key is too (not once per message).
  const keyOfA = conversationKey(b, PERSON_CHANNEL);
  const keyOfB = conversationKey(a, PERSON_CHANNEL);
  return {
    key: `p:${members.join('@')}`,
    channelType: PERSON_CHANNEL,
    members,
    viewOf: (uid) => (uid === a ? b : a),
    conversationKeyOf: (uid) => (uid === a ? keyOfA : keyOfB),
  };
}

export function serviceRoute(service: Service, shopper: string): ChannelRoute {
  const agent = agentUid(service);
  const channelID = serviceChannelId(service);
  return {
    key: `cs:${serviceKey(service)}:${shopper}`,
    channelType: CUSTOMER_SERVICE_CHANNEL,
    members: [shopper, agent],
    service,
    shopper,
    viewOf: (uid) => (uid === shopper ? channelID : shopper),
    conversationKeyOf: (uid) =>
      conversationKey(uid === shopper ? channelID : shopper, CUSTOMER_SERVICE_CHANNEL),
  };
}
