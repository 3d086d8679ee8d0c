// Test-only: fast-check generators of every content shape, unicode text included.
import fc from 'fast-check';
import { ContentType } from './content-type';
import type { ContentParts, JsonValue, MessageContent, Reply } from './message-content';

export const anyText = fc.string({ unit: 'binary', maxLength: 40 });
const uid = fc.oneof(fc.stringMatching(/^[a-z0-9_]{1,12}$/), anyText);
const uids = fc.array(uid, { maxLength: 4 });
const seq = fc.nat({ max: 0x7fffffff });
const messageID = fc.bigInt({ min: 1n, max: (1n << 63n) - 1n }).map(String);

const parts: fc.Arbitrary<ContentParts> = fc.record(
  {
    mention: fc.record({ all: fc.boolean(), uids }),
    visibles: uids,
    invisibles: uids,
  },
  { requiredKeys: [] },
);

function withParts<T extends MessageContent>(body: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.tuple(body, parts).map(([content, extra]) => ({ ...content, ...extra }));
}

const text = withParts(
  anyText.map((t) => ({ kind: 'text' as const, contentType: ContentType.text, text: t })),
);
const image = withParts(
  fc
    .record({ width: fc.nat(8000), height: fc.nat(8000), url: fc.webUrl() })
    .map((f) => ({ kind: 'image' as const, contentType: ContentType.image, ...f })),
);
const stream = withParts(
  fc
    .uint8Array({ maxLength: 64 })
    .map((data) => ({ kind: 'stream' as const, contentType: ContentType.stream, data })),
);
// Any JSON value as it can travel: fc.jsonValue may give -0 (JSON.parse can), which JSON text
// writes as 0, so it is taken through the text once.
const jsonParam = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as JsonValue);

const command = withParts(
  fc
    .record({ cmd: anyText, param: jsonParam }, { requiredKeys: ['cmd'] })
    .map((f) => ({ kind: 'command' as const, contentType: ContentType.cmd, ...f })),
);
const system = withParts(
  fc
    .record({
      contentType: fc.integer({ min: 1000, max: 2000 }),
      content: anyText,
      extra: fc.array(fc.record({ uid, name: anyText }), { maxLength: 3 }),
    })
    .map((f) => ({ kind: 'system' as const, ...f })),
);

const productCard = withParts(
  fc
    .record({
      productID: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      merchantID: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      name: anyText,
      price: anyText,
      image: fc.webUrl(),
    })
    .map((f) => ({ kind: 'product' as const, contentType: ContentType.productCard, ...f })),
);

const plainContent: fc.Arbitrary<MessageContent> = fc.oneof(
  text,
  image,
  stream,
  command,
  system,
  productCard,
);

const reply: fc.Arbitrary<Reply> = fc.record(
  {
    messageID,
    messageSeq: seq,
    fromUID: uid,
    fromName: anyText,
    rootMessageID: messageID,
    payload: plainContent,
  },
  { requiredKeys: ['messageID', 'messageSeq', 'fromUID', 'fromName'] },
);

/** Any content we can send, sometimes replying to another. */
export const anyContent: fc.Arbitrary<MessageContent> = fc
  .tuple(plainContent, fc.option(reply, { nil: undefined }))
  .map(([content, quoted]) => (quoted ? { ...content, reply: quoted } : content));
