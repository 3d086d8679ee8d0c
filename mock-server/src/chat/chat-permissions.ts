import { decodeContent, encodeContent } from '@storefront/protocol/content/content-codec';
import { ContentType, isSystemContentType } from '@storefront/protocol/content/content-type';
import type { MessageContent } from '@storefront/protocol/content/message-content';
import { ReasonCode } from '@storefront/protocol/wire/reason-code';
import type { State } from '../store/state';
import type { ChannelRoute } from './channel-route';
import { chatState, type ChatState, type StoredMessage } from './chat-state';
import {
  CUSTOMER_SERVICE_CHANNEL,
  partyProfile,
  PERSON_CHANNEL,
  serviceOfAgent,
  shopperOf,
} from './chat-parties';
import { storedMessageAt } from './message-log';

// Who may write to whom, for a storefront (DESIGN.md, threat model): a shopper writes to customer
// service (type 7: cs_<merchant>, cs_platform) and to merchants' agents (type 1: m<merchant>,
// platform), never to another shopper, to itself or to a uid nobody holds; only the server and
// agents send system (1000..2000) and command (99) content; a reply's quote comes from the server.

/** Who a connection speaks as. Parties are the control API's uids (load tests, tools): trusted. */
export type SenderKind = 'shopper' | 'agent' | 'party';

export function senderKind(state: State, uid: string): SenderKind {
  if (shopperOf(state, uid)) return 'shopper';
  if (serviceOfAgent(state, uid)) return 'agent';
  return 'party';
}

/** Uids holding a chat token of the control API, per chat state (rebuilt after a reset). */
const partiesByChat = new WeakMap<ChatState, Set<string>>();

function controlParties(chat: ChatState): Set<string> {
  let parties = partiesByChat.get(chat);
  if (!parties) {
    parties = new Set();
    for (const issued of Object.values(chat.tokens)) {
      if (issued.session === null) parties.add(issued.uid);
    }
    partiesByChat.set(chat, parties);
  }
  return parties;
}

/** Keeps the parties' set current when the control API issues a token. */
export function notePartyToken(chat: ChatState, uid: string): void {
  partiesByChat.get(chat)?.add(uid);
}

/** Whether anyone is `uid`: a shopper, an agent, or a holder of a control API token. */
export function uidExists(state: State, uid: string): boolean {
  return (
    shopperOf(state, uid) !== undefined ||
    serviceOfAgent(state, uid) !== undefined ||
    controlParties(chatState(state)).has(uid)
  );
}

/**
 * May `uid` (a `kind`) send on channel (`channelID`, `channelType`)? The route itself (types 1 and 7,
 * an existing service) is checked by routeFor; this adds who may reach whom. success or the reason
 * code of the SENDACK.
 */
export function mayWrite(
  state: State,
  kind: SenderKind,
  uid: string,
  channelID: string,
  channelType: number,
): ReasonCode {
  if (channelType === CUSTOMER_SERVICE_CHANNEL) {
    // An agent names the shopper it answers: that shopper must exist.
    if (kind === 'agent' && !shopperOf(state, channelID)) return ReasonCode.reasonChannelNotExist;
    return ReasonCode.success;
  }
  if (channelType !== PERSON_CHANNEL) return ReasonCode.success;
  if (kind === 'shopper') {
    if (serviceOfAgent(state, channelID)) return ReasonCode.success;
    if (channelID === uid || shopperOf(state, channelID) || uidExists(state, channelID)) {
      return ReasonCode.notAllowSend;
    }
    return ReasonCode.reasonChannelNotExist;
  }
  return uidExists(state, channelID) ? ReasonCode.success : ReasonCode.reasonChannelNotExist;
}

export type CheckedContent =
  { ok: true; plaintext: Uint8Array } | { ok: false; reasonCode: ReasonCode };

/**
 * A shopper's content as the server stores it: system and command content refused, and a reply's
 * from_uid, from_name and quoted payload taken from the quoted message of this channel (refused when
 * the channel has no such message). Content without a reply is stored as the shopper sent it.
 */
export function checkShopperContent(
  state: State,
  route: ChannelRoute,
  plaintext: Uint8Array,
): CheckedContent {
  const content = decodeContent(plaintext);
  const type = content.contentType;
  if (type === ContentType.cmd || isSystemContentType(type)) {
    return { ok: false, reasonCode: ReasonCode.notAllowSend };
  }
  if (!content.reply) return { ok: true, plaintext };
  const quoted = storedMessageAt(chatState(state), route, content.reply.messageSeq);
  if (!quoted || String(quoted.id) !== content.reply.messageID) {
    return { ok: false, reasonCode: ReasonCode.notAllowSend };
  }
  const filled: MessageContent = { ...content, reply: replyFrom(state, quoted) };
  return { ok: true, plaintext: encodeContent(filled) };
}

function replyFrom(state: State, quoted: StoredMessage) {
  const quotedContent = decodeContent(Buffer.from(quoted.payload, 'base64'));
  return {
    messageID: String(quoted.id),
    messageSeq: quoted.seq,
    fromUID: quoted.from,
    fromName: partyProfile(state, quoted.from).name,
    ...(quotedContent.reply
      ? { rootMessageID: quotedContent.reply.rootMessageID ?? quotedContent.reply.messageID }
      : {}),
    payload: withoutReply(quotedContent),
  };
}

/** The quoted content without its own quote: one level is what a bubble shows. */
function withoutReply(content: MessageContent): MessageContent {
  if (!content.reply) return content;
  const { reply: _reply, ...rest } = content;
  return rest as MessageContent;
}
