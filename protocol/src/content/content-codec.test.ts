import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import WKSDK from 'wukongimjssdk/lib/index';
import {
  Mention as SdkMention,
  MessageStream,
  MessageText,
  Reply as SdkReply,
} from 'wukongimjssdk/lib/model';
import { anyContent } from './content-arbitraries';
import { contentFromJson, decodeContent, encodeContent, MAX_REPLY_DEPTH } from './content-codec';
import { ContentType } from './content-type';
import type { MessageContent, TextContent } from './message-content';

const utf8 = new TextEncoder();
const json = (value: unknown) => utf8.encode(JSON.stringify(value));
const decoded = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('content codec', () => {
  it('gives back every content it encodes', () => {
    fc.assert(
      fc.property(anyContent, (content) => {
        expect(decodeContent(encodeContent(content))).toEqual(content);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary bytes or arbitrary JSON, and says unknown when in doubt', () => {
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.jsonValue().map(json)), (bytes) => {
        const content = decodeContent(bytes);
        expect(['text', 'image', 'stream', 'command', 'system', 'unknown']).toContain(content.kind);
        // Whatever came in, what we decoded encodes and decodes to itself.
        expect(decodeContent(encodeContent(content))).toEqual(content);
      }),
      { numRuns: 300 },
    );
  });

  it('decodes bad JSON, non-objects and missing types as unknown content', () => {
    for (const bytes of [
      utf8.encode('{"type":1,'),
      utf8.encode('null'),
      utf8.encode('[1]'),
      json({ content: 'hi' }),
      json({ type: '1', content: 'hi' }),
      json({ type: 1.5 }),
      new Uint8Array([0xff, 0xfe, 0x7b, 0x7d]),
    ]) {
      expect(decodeContent(bytes)).toEqual({ kind: 'unknown', contentType: ContentType.unknown });
    }
  });

  it('keeps the real type and JSON of a type it does not know, and passes it on unchanged', () => {
    for (const type of [3, 999, 2001, ContentType.signalMessage]) {
      const payload = json({ type, secret: 'x', mention: { all: 1 } });
      const content = decodeContent(payload);
      expect(content).toMatchObject({ kind: 'unknown', contentType: 0, realContentType: type });
      expect(content.mention).toEqual({ all: true, uids: [] });
      expect(decoded(encodeContent(content))).toBe(decoded(payload));
    }
  });

  it('treats types 1000 and 2000 and all between as system messages', () => {
    for (const type of [1000, 1500, 2000]) {
      expect(
        decodeContent(json({ type, content: '{0} joined', extra: [{ uid: 'u1', name: '小明' }] })),
      ).toEqual({
        kind: 'system',
        contentType: type,
        content: '{0} joined',
        extra: [{ uid: 'u1', name: '小明' }],
      });
    }
  });

  it('fills missing or mistyped fields with empty values and drops malformed parts', () => {
    expect(
      decodeContent(
        json({
          type: 2,
          width: '100',
          url: 5,
          mention: 'all',
          reply: { from_uid: 'x' },
          visibles: ['a', 1],
        }),
      ),
    ).toEqual({ kind: 'image', contentType: 2, width: 0, height: 0, url: '', visibles: ['a'] });
  });

  it('reads a product card, its ids positive integers or 0', () => {
    const card = {
      type: 10001,
      product_id: 30,
      mer_id: 3,
      name: 'Trail Bottle',
      price: '18.90',
      image: '/media/products/30.svg',
    };
    expect(decodeContent(json(card))).toEqual({
      kind: 'product',
      contentType: ContentType.productCard,
      productID: 30,
      merchantID: 3,
      name: 'Trail Bottle',
      price: '18.90',
      image: '/media/products/30.svg',
    });
    // Written back with `type` last, as every other content.
    const { type, ...fields } = card;
    expect(decoded(encodeContent(decodeContent(json(card))))).toBe(
      JSON.stringify({ ...fields, type }),
    );
    expect(decodeContent(json({ type: 10001, product_id: '30', mer_id: -3, price: 18.9 }))).toEqual(
      {
        kind: 'product',
        contentType: ContentType.productCard,
        productID: 0,
        merchantID: 0,
        name: '',
        price: '',
        image: '',
      },
    );
  });

  it('refuses stream data that is not base64 (unknown content)', () => {
    expect(decodeContent(json({ type: 98, data: '!!not base64' })).kind).toBe('unknown');
    expect(decodeContent(json({ type: 98, data: 'aGk=' }))).toEqual({
      kind: 'stream',
      contentType: 98,
      data: utf8.encode('hi'),
    });
  });

  it('stops following quoted replies past the depth limit', () => {
    let nested: unknown = { type: 1, content: 'root' };
    for (let i = 0; i < MAX_REPLY_DEPTH + 3; i++) {
      nested = { type: 1, content: `reply ${i}`, reply: { message_id: `${i}`, payload: nested } };
    }
    let depth = 0;
    let content: MessageContent | undefined = contentFromJson(nested);
    while (content?.reply) {
      depth++;
      content = content.reply.payload;
    }
    expect(depth).toBe(MAX_REPLY_DEPTH + 1);
  });

  it('accepts numeric message ids in replies as their decimal text', () => {
    const content = decodeContent(
      json({
        type: 1,
        content: 'ok',
        reply: { message_id: 42, message_seq: 3, root_message_id: 40 },
      }),
    );
    expect(content.reply).toEqual({
      messageID: '42',
      messageSeq: 3,
      fromUID: '',
      fromName: '',
      rootMessageID: '40',
    });
  });
});

describe('content codec and the official SDK', () => {
  it('writes the bytes the SDK writes for text with mention and reply', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        (message, uids, all) => {
          const sdk = new MessageText(message);
          const mention = new SdkMention();
          mention.all = all;
          mention.uids = uids;
          sdk.mention = mention;
          const reply = new SdkReply();
          reply.messageID = '1001';
          reply.messageSeq = 7;
          reply.fromUID = 'merchant_1';
          reply.fromName = '店小二';
          reply.rootMessageID = '1000';
          reply.content = new MessageText('สวัสดี 👋');
          sdk.reply = reply;
          const ours: TextContent = {
            kind: 'text',
            contentType: 1,
            text: message,
            mention: { all, uids },
            reply: {
              messageID: '1001',
              messageSeq: 7,
              fromUID: 'merchant_1',
              fromName: '店小二',
              rootMessageID: '1000',
              payload: { kind: 'text', contentType: 1, text: 'สวัสดี 👋' },
            },
          };
          expect(decoded(encodeContent(ours))).toBe(decoded(sdk.encode()));
        },
      ),
      { numRuns: 50 },
    );
  });

  it('writes stream data as the SDK does', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (data) => {
        const ours = encodeContent({ kind: 'stream', contentType: 98, data });
        expect(decoded(ours)).toBe(
          decoded(new MessageStream(Uint8Array.from(data).buffer).encode()),
        );
      }),
    );
  });

  it('is read by the SDK as the same text, mention and reply', () => {
    fc.assert(
      fc.property(anyContent, (content) => {
        if (content.kind !== 'text') return;
        const sdk = WKSDK.shared().getMessageContent(ContentType.text) as MessageText;
        sdk.decode(encodeContent(content));
        expect(sdk.text).toBe(content.text);
        expect(sdk.mention?.all ?? false).toBe(content.mention?.all ?? false);
        expect(sdk.reply?.messageID).toBe(content.reply?.messageID);
        expect(sdk.reply?.fromName).toBe(content.reply?.fromName);
      }),
      { numRuns: 100 },
    );
  });
});
