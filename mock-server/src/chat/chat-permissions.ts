import { decodeContent, encodeContent } from '@storefront/protocol/content/content-codec';
import { ContentType, isSystemContentType } from '@storefront/protocol/content/content-type';
import type { MessageContent } from '@storefront/protocol/content/message-content';
import { ReasonCode } from '@storefront/protocol/wire/reason-code';
import type { Db } from '../store/db';
import type { ChannelRoute } from './channel-route';
import type { StoredMessage } from './chat-state';
import {
  CUSTOMER_SERVICE_CHANNEL,
  isShopper,
  partyProfile,
  PERSON_CHANNEL,
  serviceOfAgent,
} from './chat-parties';
import { storedMessageAt } from './message-log';

// Who may write to whom, for a storefront (DESIGN.md, threat model): a shopper writes to customer
// service (type 7: cs_<merchant>, cs_platform) and to merchants' agents (type 1: m<merchant>,
// platform), never to another shopper, to itself or to a uid nobody holds; only the server and
// agents send system (1000..2000) and command (99) content; a reply's quote comes from the server.

/** Who a connection speaks as. Parties are the control API's uids (load tests, tools): trusted. */
export type SenderKind = 'shopper' | 'agent' | 'party';

export function senderKind(db: Db, uid: string): SenderKind {
  if (isShopper(db, uid)) return 'shopper';
  if (serviceOfAgent(db, uid)) return 'agent';
  return 'party';
}

/** Whether `uid` holds a chat token of the control API (a token without a shop session). */
function isControlParty(db: Db, uid: string): boolean {
  return (
    db.first(
      db.q
        .selectFrom('chatTokens')
        .select('key')
        .where('uid', '=', uid)
        .where('session', 'is', null)
        .limit(1),
    ) !== undefined
  );
}

/** Whether anyone is `uid`: a shopper, an agent, or a holder of a control API token. */
export function uidExists(db: Db, uid: string): boolean {
  return isShopper(db, uid) || serviceOfAgent(db, uid) !== undefined || isControlParty(db, uid);
}

/**
 * May `uid` (a `kind`) send on channel (`channelID`, `channelType`)? The route itself (types 1 and 7,
 * an existing service) is checked by routeFor; this adds who may reach whom. success or the reason
 * code of the SENDACK.
 */
export function mayWrite(
  db: Db,
  kind: SenderKind,
  uid: string,
  channelID: string,
  channelType: number,
): ReasonCode {
  if (channelType === CUSTOMER_SERVICE_CHANNEL) {
    // An agent names the shopper it answers: that shopper must exist.
    if (kind === 'agent' && !isShopper(db, channelID)) return ReasonCode.reasonChannelNotExist;
    return ReasonCode.success;
  }
  if (channelType !== PERSON_CHANNEL) return ReasonCode.success;
  if (kind === 'shopper') {
    if (serviceOfAgent(db, channelID)) return ReasonCode.success;
    if (channelID === uid || uidExists(db, channelID)) {
      return ReasonCode.notAllowSend;
    }
    return ReasonCode.reasonChannelNotExist;
  }
  return uidExists(db, channelID) ? ReasonCode.success : ReasonCode.reasonChannelNotExist;
}

export type CheckedContent =
  { ok: true; plaintext: Uint8Array } | { ok: false; reasonCode: ReasonCode };

/**
 * A shopper's content as the server stores it: system and command content refused, and a reply's
 * from_uid, from_name and quoted payload taken from the quoted message of this channel (refused when
 * the channel has no such message). Content without a reply is stored as the shopper sent it.
 */
export function checkShopperContent(
  db: Db,
  route: ChannelRoute,
  plaintext: Uint8Array,
): CheckedContent {
  const content = decodeContent(plaintext);
  const type = content.contentType;
  if (type === ContentType.cmd || isSystemContentType(type)) {
    return { ok: false, reasonCode: ReasonCode.notAllowSend };
  }
  if (!content.reply) return { ok: true, plaintext };
  const quoted = storedMessageAt(db, route, content.reply.messageSeq);
  if (!quoted || String(quoted.id) !== content.reply.messageID) {
    return { ok: false, reasonCode: ReasonCode.notAllowSend };
  }
  const filled: MessageContent = { ...content, reply: replyFrom(db, quoted) };
  return { ok: true, plaintext: encodeContent(filled) };
}

function replyFrom(db: Db, quoted: StoredMessage) {
  const quotedContent = decodeContent(Buffer.from(quoted.payload, 'base64'));
  return {
    messageID: String(quoted.id),
    messageSeq: quoted.seq,
    fromUID: quoted.from,
    fromName: partyProfile(db, quoted.from).name,
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
