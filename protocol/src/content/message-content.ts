import type { ContentType } from './content-type';

// The decoded forms of a message's content. `kind` tells them apart; `contentType` is the number on
// the wire (for system messages, the exact number in 1000..2000).

export type JsonValue =
  null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

export type JsonObject = { readonly [key: string]: JsonValue };

/** `@` mentions: everybody (`all`, sent as 1) and/or these user ids. */
export interface Mention {
  readonly all: boolean;
  readonly uids: readonly string[];
}

/** The message this one answers, with a copy of its content. */
export interface Reply {
  readonly messageID: string;
  readonly messageSeq: number;
  readonly fromUID: string;
  readonly fromName: string;
  /** The first message of the thread, when the replied-to message was itself a reply. */
  readonly rootMessageID?: string;
  readonly payload?: MessageContent;
}

/** Parts any content may carry besides its own fields. */
export interface ContentParts {
  readonly mention?: Mention;
  readonly reply?: Reply;
  /** When not empty, only these users see the message. */
  readonly visibles?: readonly string[];
  /** These users never see the message. */
  readonly invisibles?: readonly string[];
}

export interface TextContent extends ContentParts {
  readonly kind: 'text';
  readonly contentType: typeof ContentType.text;
  readonly text: string;
}

export interface ImageContent extends ContentParts {
  readonly kind: 'image';
  readonly contentType: typeof ContentType.image;
  readonly width: number;
  readonly height: number;
  readonly url: string;
}

export interface StreamContent extends ContentParts {
  readonly kind: 'stream';
  readonly contentType: typeof ContentType.stream;
  /** Travels as base64 text in the JSON `data` field. */
  readonly data: Uint8Array;
}

export interface CommandContent extends ContentParts {
  readonly kind: 'command';
  readonly contentType: typeof ContentType.cmd;
  readonly cmd: string;
  readonly param?: JsonValue;
}

/**
 * A product of the shop, as a card (picture, name, price, link): the storefront's content type
 * 10001. JSON `{product_id, mer_id, name, price, image}`; `price` is the wire's decimal text
 * ("12.50"). A shop's server fills name, price and picture from its own catalogue.
 */
export interface ProductCardContent extends ContentParts {
  readonly kind: 'product';
  readonly contentType: typeof ContentType.productCard;
  readonly productID: number;
  readonly merchantID: number;
  readonly name: string;
  readonly price: string;
  readonly image: string;
}

/** One name a system message's `{n}` placeholder stands for. */
export interface SystemExtra {
  readonly uid: string;
  readonly name: string;
}

export interface SystemContent extends ContentParts {
  readonly kind: 'system';
  /** 1000..2000 inclusive. */
  readonly contentType: number;
  /** Template text with `{0}`, `{1}`, ... placeholders; see `systemDisplayText`. */
  readonly content: string;
  readonly extra: readonly SystemExtra[];
}

/** Any other type, or a payload that is not valid content. Shown as an unknown message. */
export interface UnknownContent extends ContentParts {
  readonly kind: 'unknown';
  readonly contentType: typeof ContentType.unknown;
  /** The type number the payload carried, when it carried one. */
  readonly realContentType?: number;
  /** The payload's JSON object, kept so a relay can pass it on unchanged. */
  readonly json?: JsonObject;
}

export type MessageContent =
  | TextContent
  | ImageContent
  | StreamContent
  | CommandContent
  | SystemContent
  | ProductCardContent
  | UnknownContent;
