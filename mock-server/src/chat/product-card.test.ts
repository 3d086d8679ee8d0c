import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatClient } from '@storefront/protocol/client/chat-client';
import { channelOf, type Channel } from '@storefront/protocol/client/channel';
import type { ChatMessage } from '@storefront/protocol/client/message';
import { decodeContent } from '@storefront/protocol/content/content-codec';
import { ContentType } from '@storefront/protocol/content/content-type';
import type { MessageContent } from '@storefront/protocol/content/message-content';
import { ConnectStatus } from '@storefront/protocol/wire/connect-status';
import { ReasonCode } from '@storefront/protocol/wire/reason-code';
import { productInLanguage } from '../domain/catalog-texts';
import { formatMoney } from '../store/money';
import { routeFor } from './channel-route';
import { checkShopperContent } from './chat-permissions';
import { DEFAULT_CHAT_LIMITS } from './chat-limits';
import {
  ChatTestServer,
  clientFor,
  eventually,
  type ChatConnectionData,
} from './testing/chat-test-server';

// A shopper's product card (content type 10001, docs/chat.md, "Product cards"): the server reads
// only the product id, and stores and delivers the card with the catalogue's name, price, picture
// and shop; an unknown product, another shop's product on a shop's service and a malformed id are
// refused, nothing stored or delivered.

let server: ChatTestServer;
let shopperData: ChatConnectionData;
const clients: ChatClient[] = [];
const utf8 = new TextEncoder();
const json = (value: unknown) => utf8.encode(JSON.stringify(value));

beforeAll(async () => {
  server = await ChatTestServer.start({ agent: { enabled: false } });
  const token = await server.register('card-shopper@example.com');
  await server.api('GET', '/api/user/set_language?lang=tai', { token });
  shopperData = await server.connection(token);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
});

afterAll(() => server.close());

async function connected(data: ChatConnectionData) {
  const client = clientFor(data);
  clients.push(client);
  const received: ChatMessage[] = [];
  const acks: number[] = [];
  client.messages.add((message) => {
    if (!message.isSentByMe) received.push(message);
  });
  client.sendStatus.add((_message, reasonCode) => acks.push(reasonCode));
  client.connect();
  await eventually(() => client.status === ConnectStatus.Connected, 5000, 'connected');
  return { client, received, acks };
}

function productOf(merchantId: number) {
  const { db } = server;
  return db.first(
    db.q
      .selectFrom('products')
      .select(['id', 'merchantId', 'name', 'description', 'price', 'image'])
      .where('merchantId', '=', merchantId)
      .orderBy('id')
      .limit(1),
  )!;
}

const forged = (productID: number): MessageContent => ({
  kind: 'product',
  contentType: ContentType.productCard,
  productID,
  merchantID: 99,
  name: 'Free laptop',
  price: '0.01',
  image: 'https://evil.example/x.png',
});

/** Sends `content` as the shopper, returns the SENDACK's reason code. */
async function sendAck(
  client: ChatClient,
  acks: number[],
  channel: Channel,
  content: MessageContent,
) {
  const before = acks.length;
  client.send(channel, content);
  await eventually(() => acks.length > before, 5000, 'SENDACK');
  return acks[before];
}

describe('a product card', () => {
  it('is stored and delivered with the catalogue name (shopper language), price, picture, shop', async () => {
    const product = productOf(2);
    const shopper = await connected(shopperData);
    const [agentData] = await server.tokensFor(['m2']);
    const agent = await connected(agentData!);
    const ack = await sendAck(shopper.client, shopper.acks, channelOf('cs_2', 7), {
      ...forged(product.id),
      mention: { all: true, uids: [] },
      visibles: ['m2'],
    });
    expect(ack).toBe(ReasonCode.success);
    await eventually(() => agent.received.length === 1, 5000, 'the card at the desk');
    const expected = {
      kind: 'product',
      contentType: ContentType.productCard,
      productID: product.id,
      merchantID: 2,
      name: productInLanguage(server.db, 'tai', product).name,
      price: formatMoney(product.price),
      image: product.image,
    };
    // Forged name, price, picture and shop ignored; mentions and visibility lists dropped.
    expect(agent.received[0]!.content).toEqual(expected);
    const { db } = server;
    const stored = db.first(
      db.q
        .selectFrom('chatMessages')
        .select('payload')
        .where('fromUid', '=', shopperData.uid)
        .orderBy('id', 'desc')
        .limit(1),
    )!;
    expect(decodeContent(Buffer.from(stored.payload, 'base64'))).toEqual(expected);
  });

  it("is any shop's product on the platform's service, only the shop's own on a shop's", async () => {
    const { client, acks } = await connected(shopperData);
    const ofShop3 = productOf(3);
    expect(await sendAck(client, acks, channelOf('cs_platform', 7), forged(ofShop3.id))).toBe(
      ReasonCode.success,
    );
    expect(await sendAck(client, acks, channelOf('cs_3', 7), forged(ofShop3.id))).toBe(
      ReasonCode.success,
    );
    // The person channel of shop 3's agent is shop 3's service too.
    expect(await sendAck(client, acks, channelOf('m3', 1), forged(ofShop3.id))).toBe(
      ReasonCode.success,
    );
    expect(await sendAck(client, acks, channelOf('cs_2', 7), forged(ofShop3.id))).toBe(
      ReasonCode.notAllowSend,
    );
    expect(await sendAck(client, acks, channelOf('m2', 1), forged(ofShop3.id))).toBe(
      ReasonCode.notAllowSend,
    );
  });

  it('of a product that does not exist is refused, nothing stored', async () => {
    const { client, acks } = await connected(shopperData);
    const { db } = server;
    const count = () =>
      db.all(db.q.selectFrom('chatMessages').select('id').where('fromUid', '=', shopperData.uid))
        .length;
    const before = count();
    expect(await sendAck(client, acks, channelOf('cs_platform', 7), forged(999_999))).toBe(
      ReasonCode.notAllowSend,
    );
    expect(count()).toBe(before);
  });

  it.each<[string, unknown]>([
    ['no product id', { type: 10001, name: 'x' }],
    ['a product id as text', { type: 10001, product_id: '1' }],
    ['a product id of 0', { type: 10001, product_id: 0 }],
    ['a negative product id', { type: 10001, product_id: -1 }],
    ['a fractional product id', { type: 10001, product_id: 1.5 }],
    ['a product id past 2^53', { type: 10001, product_id: 2 ** 53 }],
  ])('with %s is payloadDecodeError', (_what, content) => {
    const routed = routeFor(server.db, shopperData.uid, 'cs_platform', 7);
    if (!routed.ok) throw new Error('no route');
    expect(
      checkShopperContent(
        server.db,
        routed.route,
        json(content),
        DEFAULT_CHAT_LIMITS.maxContentBytes,
      ),
    ).toEqual({ ok: false, reasonCode: ReasonCode.payloadDecodeError });
  });
});
