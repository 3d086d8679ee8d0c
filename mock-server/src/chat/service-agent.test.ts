import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatClient } from '@storefront/protocol/client/chat-client';
import { channelOf } from '@storefront/protocol/client/channel';
import type { ChatMessage } from '@storefront/protocol/client/message';
import { ContentType } from '@storefront/protocol/content/content-type';
import type {
  MessageContent,
  ProductCardContent,
} from '@storefront/protocol/content/message-content';
import { ConnectStatus } from '@storefront/protocol/wire/connect-status';
import { StreamFlag } from '@storefront/protocol/wire/stream-flag';
import { productInLanguage, shopInLanguage } from '../domain/catalog-texts';
import { fill } from '../locales/server-texts';
import { formatMoney } from '../store/money';
import type { LanguageCode } from '../store/state';
import { AGENT_PHRASES } from './agent-texts';
import { ChatTestServer, clientFor, eventually } from './testing/chat-test-server';

// The customer-service agent as a shopper meets it, through the gateway: it says it is automatic
// and how to reach a person in its first reply, answers in the language of the question, every
// topic of a mixed question, and the product of the conversation's product card from the
// catalogue.

let server: ChatTestServer;
const clients: ChatClient[] = [];

beforeAll(async () => {
  server = await ChatTestServer.start();
});

afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
});

afterAll(() => server.close());

const textOf = (message: ChatMessage) =>
  message.content.kind === 'text' ? message.content.text : '';

/** A new shopper (saved language `lang`), connected, and what it receives from others. */
async function shopper(email: string, lang: LanguageCode = 'en') {
  const token = await server.register(email);
  await server.api('GET', `/api/user/set_language?lang=${lang}`, { token });
  const client = clientFor(await server.connection(token));
  clients.push(client);
  const received: ChatMessage[] = [];
  client.messages.add((message) => {
    if (!message.isSentByMe) received.push(message);
  });
  // A long answer comes as a stream: its START message, then pieces up to END.
  const streams = new Map<string, { text: string; ended: boolean }>();
  client.streams.add((piece) => {
    const stream = streams.get(piece.streamNo) ?? { text: '', ended: false };
    if (piece.content.kind === 'stream')
      stream.text += new TextDecoder().decode(piece.content.data);
    if (piece.streamFlag === StreamFlag.END) stream.ended = true;
    streams.set(piece.streamNo, stream);
  });
  const whole = (message: ChatMessage) =>
    message.setting.streamOn
      ? textOf(message) + (streams.get(message.streamNo)?.text ?? '')
      : textOf(message);
  const complete = (message: ChatMessage) =>
    !message.setting.streamOn || streams.get(message.streamNo)?.ended === true;
  client.connect();
  await eventually(() => client.status === ConnectStatus.Connected, 5000, 'connected');
  const say = (merchantId: number, content: string | MessageContent) =>
    client.send(
      channelOf(`cs_${merchantId}`, 7),
      typeof content === 'string'
        ? { kind: 'text', contentType: ContentType.text, text: content }
        : content,
    );
  let read = 0;
  /** The agent's next `count` messages (whole texts), once they have come. */
  const answers = async (count: number) => {
    await eventually(
      () => received.length >= read + count && received.slice(read, read + count).every(complete),
      5000,
      `${count} answers`,
    );
    read += count;
    return received.slice(read - count, read).map(whole);
  };
  return { say, answers, received };
}

/** A product of shop `merchantId` (the first by id), as the catalogue holds it now. */
function productOf(merchantId: number) {
  const { db } = server;
  return db.first(
    db.q
      .selectFrom('products')
      .select(['id', 'merchantId', 'name', 'description', 'price', 'stock', 'image'])
      .where('merchantId', '=', merchantId)
      .orderBy('id')
      .limit(1),
  )!;
}

function shopName(merchantId: number, lang: LanguageCode) {
  const merchant = server.merchant(merchantId);
  return shopInLanguage(server.db, lang, { ...merchant, description: '' }).name;
}

const card = (productID: number): ProductCardContent => ({
  kind: 'product',
  contentType: ContentType.productCard,
  productID,
  merchantID: 0,
  name: '',
  price: '',
  image: '',
});

describe('the agent', () => {
  it('answers a Thai shipping question in Thai, its first reply saying it is automatic', async () => {
    // Saved language English: the question's language is the answer's.
    const { say, answers } = await shopper('agent-thai@example.com', 'en');
    say(1, 'สินค้าจะส่งเมื่อไหร่คะ');
    const [greeting, answer] = await answers(2);
    expect(greeting).toContain('อัตโนมัติ');
    expect(greeting).toContain('"พนักงาน"');
    expect(greeting).toContain(shopName(1, 'tai'));
    expect(answer).toBe(AGENT_PHRASES.tai.shipping);
    // The second question of the conversation gets no greeting.
    say(1, '我要退款');
    expect(await answers(1)).toEqual([AGENT_PHRASES['zh-CN'].refund]);
  });

  it.each<[LanguageCode, string, string]>([
    ['en', 'When does it ship?', 'automatic assistant'],
    ['zh-CN', '什么时候发货？', '自动客服助手'],
    ['ri', 'いつ発送されますか？', '自動応答'],
    ['han', '언제 배송되나요?', '자동 응답'],
    ['tai', 'สินค้าจะส่งเมื่อไหร่คะ', 'อัตโนมัติ'],
  ])(
    'in %s says it is automatic and how to reach a person, then answers',
    async (lang, q, auto) => {
      const { say, answers } = await shopper(`agent-first-${lang}@example.com`, lang);
      say(2, q);
      const [greeting, answer] = await answers(2);
      expect(greeting).toContain(auto);
      expect(answer).toBe(AGENT_PHRASES[lang].shipping);
    },
  );

  it('answers every topic of a mixed question: the product from the catalogue, then shipping', async () => {
    const { say, answers } = await shopper('agent-mixed@example.com');
    const product = productOf(3);
    const { db } = server;
    db.run(
      db.q
        .updateTable('products')
        .set({ description: `${product.description} The lid is BPA-free Tritan.` })
        .where('id', '=', product.id),
    );
    // A forged card: the server fills it from the catalogue, the agent reads the product anew.
    // The card is context, not a question: the two answers are the greeting and the question's.
    say(3, { ...card(product.id), name: 'Free stuff', price: '0.01' });
    say(3, 'is it BPA free? When does it ship?');
    const [greeting, answer] = await answers(2);
    expect(greeting).toContain('automatic assistant');
    const [about, shipping] = answer!.split('\n\n');
    expect(about).toContain(product.name);
    expect(about).toContain(`${formatMoney(product.price)} USD`);
    expect(about).toContain('The lid is BPA-free Tritan.');
    expect(shipping).toBe(AGENT_PHRASES.en.shipping);
  });

  it('answers a product question in Thai with the Thai name of the product', async () => {
    const { say, answers } = await shopper('agent-product-thai@example.com', 'tai');
    const product = productOf(4);
    say(4, card(product.id));
    say(4, 'สินค้านี้กันน้ำไหม ส่งเมื่อไหร่คะ');
    const [, answer] = await answers(2);
    const thai = productInLanguage(server.db, 'tai', product);
    const [about, shipping] = answer!.split('\n\n');
    expect(about).toContain(thai.name);
    expect(about).toContain(`${formatMoney(product.price)} USD`);
    expect(shipping).toBe(AGENT_PHRASES.tai.shipping);
  });

  it('asks which product is meant when there is no card', async () => {
    const { say, answers } = await shopper('agent-no-card@example.com');
    say(5, 'Is it waterproof?');
    const [, answer] = await answers(2);
    expect(answer).toBe(AGENT_PHRASES.en.productUnknown);
  });

  it('tells how a person answers when asked for one', async () => {
    const { say, answers } = await shopper('agent-person@example.com', 'zh-CN');
    say(6, '转人工');
    const [, answer] = await answers(2);
    expect(answer).toBe(fill(AGENT_PHRASES['zh-CN'].person, { shop: shopName(6, 'zh-CN') }));
  });
});
