import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatClient } from '@storefront/protocol/client/chat-client';
import { channelOf } from '@storefront/protocol/client/channel';
import type { ChatMessage } from '@storefront/protocol/client/message';
import { ContentType } from '@storefront/protocol/content/content-type';
import { ConnectStatus } from '@storefront/protocol/wire/connect-status';
import type { DeskAnswer, DeskHistoryAnswer } from '@storefront/contracts/control-api';
import { ChatTestServer, clientFor, eventually } from '../chat/testing/chat-test-server';

// The console's desk: a merchant's conversations over the control API, answered over the protocol.

let server: ChatTestServer;
const clients: ChatClient[] = [];
beforeAll(async () => {
  server = await ChatTestServer.start();
});
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
});
afterAll(() => server.close());

async function connected(data: Parameters<typeof clientFor>[0]) {
  const client = clientFor(data);
  clients.push(client);
  const received: ChatMessage[] = [];
  client.messages.add((message) => {
    if (!message.isSentByMe) received.push(message);
  });
  client.connect();
  await eventually(() => client.status === ConnectStatus.Connected, 5000, 'connected');
  return { client, received };
}

describe('the merchant desk', () => {
  it('shows a shopper’s message unread, answers it live as the merchant, agent off', async () => {
    const off = await server.control('POST', '/desk/agent', { agent: 'm1', enabled: false });
    expect(off.body).toMatchObject({ agentOn: false });
    const shopper = await connected(await server.connection(await server.login()));
    const [merchantData] = await server.tokensFor(['m1']);
    if (!merchantData) throw new Error('a token for m1');
    const merchant = await connected(merchantData);

    shopper.client.send(channelOf('cs_1', 7), {
      kind: 'text',
      contentType: ContentType.text,
      text: 'Is the blue one in stock?',
    });
    await eventually(() => merchant.received.length === 1, 5000, 'the merchant hears it');
    const shopperUid = merchant.received[0]?.fromUID ?? '';
    const desk = (await server.control<DeskAnswer>('GET', '/desk?agent=m1')).body;
    expect(desk.agentOn).toBe(false);
    expect(desk.conversations).toEqual([
      expect.objectContaining({ shopper: shopperUid, unread: 1 }),
    ]);

    merchant.client.send(channelOf(shopperUid, 7), {
      kind: 'text',
      contentType: ContentType.text,
      text: 'Yes, two left.',
    });
    await eventually(
      () =>
        shopper.received.some(
          (m) => m.content.kind === 'text' && m.content.text === 'Yes, two left.',
        ),
      5000,
      'the shopper sees the answer',
    );
    await server.control('POST', '/desk/read', { agent: 'm1', shopper: shopperUid });
    const read = (await server.control<DeskAnswer>('GET', '/desk?agent=m1')).body;
    expect(read.conversations[0]?.unread).toBe(0);
    const history = (
      await server.control<DeskHistoryAnswer>('GET', `/desk/history?agent=m1&shopper=${shopperUid}`)
    ).body;
    // Only the two people spoke: the agent stayed silent.
    expect(history.messages.map((m) => m.from)).toEqual([shopperUid, 'm1']);
    await server.control('POST', '/desk/agent', { agent: 'm1', enabled: true });
  });
});
