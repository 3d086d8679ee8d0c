import {
  contentFromJson,
  decodeContent,
  encodeContent,
} from '@storefront/protocol/content/content-codec';
import { ContentType } from '@storefront/protocol/content/content-type';
import type { MessageContent } from '@storefront/protocol/content/message-content';
import { ReasonCode } from '@storefront/protocol/wire/reason-code';
import { getProduct } from '../domain/catalog';
import { productInLanguage } from '../domain/catalog-texts';
import type { Db } from '../store/db';
import { formatMoney } from '../store/money';
import type { Product } from '../store/state';
import type { ChannelRoute } from './channel-route';
import type { StoredMessage } from './chat-state';
import {
  CUSTOMER_SERVICE_CHANNEL,
  isShopper,
  partyProfile,
  PERSON_CHANNEL,
  serviceOfAgent,
  shopperOf,
} from './chat-parties';
import { storedMessageAt } from './message-log';

// Who may write to whom, for a storefront (docs/architecture.md, threat model): a shopper writes (and
// subscribes) to customer service (type 7: cs_<merchant>, cs_platform) and to merchants' agents
// (type 1: m<merchant>, platform), never to another shopper, to itself or to a uid nobody holds; a
// shopper sends only the content types the storefront's own client sends (text, image and a
// product card filled from the catalogue), as a JSON object every official client reads; only the
// server and agents send system (1000..2000), command (99) or any other content; a reply's quote
// comes from the server.

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
 * The content types a shopper may send: those the storefront's own client sends
 * (web/src/chat/chat-runtime.ts, sendText, sendImage and sendProductCard). Anything else, system
 * (1000..2000) and command (99) content included, is for the server, agents and parties.
 */
export const SHOPPER_CONTENT_TYPES: ReadonlySet<number> = new Set([
  ContentType.text,
  ContentType.image,
  ContentType.productCard,
]);

/** A UTF-8 BOM stays in the text (JSON.parse refuses it), so no reader meets one. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const utf8 = new TextEncoder();
const REFUSED: CheckedContent = { ok: false, reasonCode: ReasonCode.notAllowSend };
const UNDECODABLE: CheckedContent = { ok: false, reasonCode: ReasonCode.payloadDecodeError };

/**
 * A shopper's content as the server stores it, or the SENDACK's reason code:
 * - `payloadDecodeError` for bytes that are not UTF-8 JSON of an object with an integer `type` (a
 *   string "1001", an array, a number), for a text without a string `content` or an image without
 *   a string `url` and numeric `width` and `height`, and for content that no longer fits
 *   `maxBytes` once rewritten (below);
 * - `notAllowSend` for an integer type not in SHOPPER_CONTENT_TYPES, and for a `reply` that does
 *   not quote a message of this channel (by its message_seq and message_id).
 * Accepted content is stored as JSON.stringify writes what the server read, so every official
 * client reads the same object: one value per key, no BOM, integers written as integers (a Dart
 * or Go reader refuses `1.0` where it wants an int). A reply's from_uid, from_name and quoted
 * payload are taken from the quoted message of this channel.
 */
export function checkShopperContent(
  db: Db,
  route: ChannelRoute,
  plaintext: Uint8Array,
  maxBytes: number,
): CheckedContent {
  let json: unknown;
  try {
    json = JSON.parse(strictUtf8.decode(plaintext));
  } catch {
    return UNDECODABLE;
  }
  if (!isJsonObject(json) || !Number.isSafeInteger(json.type)) return UNDECODABLE;
  if (!SHOPPER_CONTENT_TYPES.has(json.type as number)) return REFUSED;
  if (json.type === ContentType.productCard) return checkProductCard(db, route, json);
  if (!hasFieldsOfItsType(json)) return UNDECODABLE;
  const content = contentFromJson(json);
  // A `reply` the codec does not read as one (no message_id) would still show as a quote.
  if (json.reply !== undefined && !content.reply) return REFUSED;
  if (!content.reply) {
    let rewritten: Uint8Array;
    try {
      rewritten = utf8.encode(JSON.stringify(json));
    } catch {
      // Nested deeper than the stack allows.
      return UNDECODABLE;
    }
    return rewritten.length > maxBytes ? UNDECODABLE : { ok: true, plaintext: rewritten };
  }
  const quoted = storedMessageAt(db, route, content.reply.messageSeq);
  if (!quoted || String(quoted.id) !== content.reply.messageID) return REFUSED;
  const filled: MessageContent = { ...content, reply: replyFrom(db, quoted) };
  return { ok: true, plaintext: encodeContent(filled) };
}

/**
 * A shopper's product card (content type 10001) as the server stores it: only its `product_id` is
 * read (a positive integer, else `payloadDecodeError`); the product must exist and, on a shop's
 * service, be one of that shop's (else `notAllowSend`: a card tells a shop which of its products
 * is meant; the platform's service takes any shop's). Name (in the shopper's saved language),
 * price, picture and shop come from the catalogue, whatever the shopper wrote; every other field
 * (a reply, mentions, visibility lists) is dropped.
 */
function checkProductCard(
  db: Db,
  route: ChannelRoute,
  json: Record<string, unknown>,
): CheckedContent {
  const productID = json.product_id;
  if (!Number.isSafeInteger(productID) || (productID as number) <= 0) return UNDECODABLE;
  let product: Product;
  try {
    product = getProduct(db, productID as number);
  } catch {
    return REFUSED;
  }
  const service = route.service ?? serviceOfMembers(db, route);
  if (!service) return REFUSED;
  if (service.merchantId !== null && service.merchantId !== product.merchantId) return REFUSED;
  const lang = shopperLanguage(db, route) ?? 'en';
  const worded = productInLanguage(db, lang, product);
  return {
    ok: true,
    plaintext: encodeContent({
      kind: 'product',
      contentType: ContentType.productCard,
      productID: product.id,
      merchantID: product.merchantId,
      name: worded.name,
      price: formatMoney(product.price),
      image: product.image,
    }),
  };
}

/** The service of a person channel's agent member (a shopper writing to `m<N>` or `platform`). */
function serviceOfMembers(db: Db, route: ChannelRoute) {
  for (const member of route.members) {
    const service = serviceOfAgent(db, member);
    if (service) return service;
  }
  return undefined;
}

/** The saved language of the channel's shopper. */
function shopperLanguage(db: Db, route: ChannelRoute) {
  for (const member of route.members) {
    const shopper = shopperOf(db, member);
    if (shopper) return shopper.lang;
  }
  return undefined;
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields the official clients' decoders read of a text or an image, of the right JSON type. */
function hasFieldsOfItsType(json: Record<string, unknown>): boolean {
  if (json.type === ContentType.text) return typeof json.content === 'string';
  return (
    typeof json.url === 'string' &&
    typeof json.width === 'number' &&
    typeof json.height === 'number'
  );
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
