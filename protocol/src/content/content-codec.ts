import { decodeBase64, encodeBase64 } from '../crypto/base64';
import { ContentType, isSystemContentType } from './content-type';
import type {
  ContentParts,
  JsonObject,
  JsonValue,
  Mention,
  MessageContent,
  Reply,
  SystemExtra,
} from './message-content';

// Message content <-> the JSON payload bytes of SEND and RECV (before encryption). The field names
// and their order follow the official SDK's encoders, so the SDK reads what we write and we read
// what it writes.
//
// Decoding trusts nothing and never throws:
// - bytes that are not UTF-8 JSON of an object with an integer `type` decode as unknown content;
// - a type we do not handle (signalMessage 21000 included: the Signal protocol is not spoken here)
//   decodes as unknown content that keeps its type number and JSON;
// - a field that is missing or of the wrong type takes its empty value ('' / 0 / empty list);
// - stream `data` that is not strict base64 makes the whole content unknown (its bytes are the point);
// - a malformed mention or reply is dropped; list entries that are not strings are dropped.

/** Replies may quote replies; deeper quotes than this are dropped rather than followed. */
export const MAX_REPLY_DEPTH = 4;

const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export function encodeContent(content: MessageContent): Uint8Array {
  return utf8.encode(JSON.stringify(contentToJson(content)));
}

export function decodeContent(payload: Uint8Array): MessageContent {
  let json: unknown;
  try {
    json = JSON.parse(strictUtf8.decode(payload));
  } catch {
    return { kind: 'unknown', contentType: ContentType.unknown };
  }
  return contentFromJson(json);
}

/** The JSON object a content travels as (the SDK's encodeJSON plus `type` and the parts). */
export function contentToJson(content: MessageContent): JsonObject {
  if (content.kind === 'unknown' && content.json) return content.json;
  const json: Record<string, JsonValue> = {};
  switch (content.kind) {
    case 'text':
      json.content = content.text;
      break;
    case 'image':
      json.width = content.width;
      json.height = content.height;
      json.url = content.url;
      break;
    case 'stream':
      json.data = base64Text(content.data);
      break;
    case 'command':
      json.cmd = content.cmd;
      if (content.param !== undefined) json.param = content.param;
      break;
    case 'system':
      json.content = content.content;
      json.extra = content.extra.map((e) => ({ uid: e.uid, name: e.name }));
      break;
    case 'product':
      json.product_id = content.productID;
      json.mer_id = content.merchantID;
      json.name = content.name;
      json.price = content.price;
      json.image = content.image;
      break;
    case 'unknown':
      break;
  }
  json.type = content.kind === 'unknown' ? (content.realContentType ?? 0) : content.contentType;
  if (content.mention) json.mention = mentionToJson(content.mention);
  if (content.reply) json.reply = replyToJson(content.reply);
  if (content.visibles) json.visibles = [...content.visibles];
  if (content.invisibles) json.invisibles = [...content.invisibles];
  return json;
}

/** Content from an already parsed JSON value; see the decoding rules above. */
export function contentFromJson(json: unknown, depth = 0): MessageContent {
  if (!isObject(json) || !Number.isSafeInteger(json.type)) {
    return { kind: 'unknown', contentType: ContentType.unknown };
  }
  const type = json.type as number;
  const parts = partsFromJson(json, depth);
  switch (type) {
    case ContentType.text:
      return { kind: 'text', contentType: type, text: text(json.content), ...parts };
    case ContentType.image:
      return {
        kind: 'image',
        contentType: type,
        width: count(json.width),
        height: count(json.height),
        url: text(json.url),
        ...parts,
      };
    case ContentType.stream: {
      const data = bytesFromBase64(text(json.data));
      if (data) return { kind: 'stream', contentType: type, data, ...parts };
      break;
    }
    case ContentType.cmd:
      return {
        kind: 'command',
        contentType: type,
        cmd: text(json.cmd),
        ...(json.param !== undefined ? { param: json.param as JsonValue } : {}),
        ...parts,
      };
    case ContentType.productCard:
      return {
        kind: 'product',
        contentType: type,
        productID: id(json.product_id),
        merchantID: id(json.mer_id),
        name: text(json.name),
        price: text(json.price),
        image: text(json.image),
        ...parts,
      };
    default:
      if (isSystemContentType(type)) {
        return {
          kind: 'system',
          contentType: type,
          content: text(json.content),
          extra: Array.isArray(json.extra) ? json.extra.map(systemExtra) : [],
          ...parts,
        };
      }
  }
  // Type 0 is unknown by definition: nothing of it is worth keeping but its parts.
  if (type === ContentType.unknown) return { kind: 'unknown', contentType: type, ...parts };
  return {
    kind: 'unknown',
    contentType: ContentType.unknown,
    realContentType: type,
    json: json as JsonObject,
    ...parts,
  };
}

function partsFromJson(json: Record<string, unknown>, depth: number): ContentParts {
  const parts: { -readonly [K in keyof ContentParts]: ContentParts[K] } = {};
  if (isObject(json.mention)) {
    parts.mention = { all: json.mention.all === 1, uids: stringList(json.mention.uids) };
  }
  const reply = replyFromJson(json.reply, depth);
  if (reply) parts.reply = reply;
  if (Array.isArray(json.visibles)) parts.visibles = stringList(json.visibles);
  if (Array.isArray(json.invisibles)) parts.invisibles = stringList(json.invisibles);
  return parts;
}

function mentionToJson(mention: Mention): JsonObject {
  const json: Record<string, JsonValue> = {};
  if (mention.all) json.all = 1;
  if (mention.uids.length > 0) json.uids = [...mention.uids];
  return json;
}

function replyToJson(reply: Reply): JsonObject {
  const json: Record<string, JsonValue> = {
    message_id: reply.messageID,
    message_seq: reply.messageSeq,
    from_uid: reply.fromUID,
    from_name: reply.fromName,
  };
  if (reply.rootMessageID) json.root_message_id = reply.rootMessageID;
  if (reply.payload) json.payload = contentToJson(reply.payload);
  return json;
}

function replyFromJson(json: unknown, depth: number): Reply | undefined {
  if (!isObject(json)) return undefined;
  const messageID = messageIdText(json.message_id);
  if (messageID === undefined) return undefined;
  const rootMessageID = messageIdText(json.root_message_id);
  const quoted = depth < MAX_REPLY_DEPTH && isObject(json.payload);
  return {
    messageID,
    messageSeq: count(json.message_seq),
    fromUID: text(json.from_uid),
    fromName: text(json.from_name),
    ...(rootMessageID ? { rootMessageID } : {}),
    ...(quoted ? { payload: contentFromJson(json.payload, depth + 1) } : {}),
  };
}

/** Message ids are 64-bit: text as sent, or a JSON number that is still exact. */
function messageIdText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Number.isSafeInteger(value)) return String(value);
  return undefined;
}

function systemExtra(value: unknown): SystemExtra {
  return isObject(value) ? { uid: text(value.uid), name: text(value.name) } : { uid: '', name: '' };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A catalogue id: a positive safe integer, else 0. */
function id(value: unknown): number {
  return Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : 0;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function base64Text(data: Uint8Array): string {
  const ascii = encodeBase64(data);
  let out = '';
  for (let i = 0; i < ascii.length; i += 8192) {
    out += String.fromCharCode(...ascii.subarray(i, i + 8192));
  }
  return out;
}

function bytesFromBase64(value: string): Uint8Array | undefined {
  try {
    return decodeBase64(utf8.encode(value));
  } catch {
    return undefined;
  }
}
