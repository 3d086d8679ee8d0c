import { describe, expect, it } from 'vitest';
import { channelOf } from './channel';
import type { Conversation } from './conversations';
import {
  ConversationAction,
  Conversations,
  emptyConversation,
  logicalUnread,
} from './conversations';
import { silentLogger } from './log';
import { ME, incomingMessage } from './test-fixtures';

const shop = channelOf('merchant-9', 1);
const other = channelOf('merchant-7', 1);

function setup() {
  const conversations = new Conversations({}, silentLogger);
  const changes: [string, ConversationAction][] = [];
  conversations.changes.add((c, action) => changes.push([c.channel.channelID, action]));
  return { conversations, changes };
}

describe('conversation list', () => {
  it('creates a conversation for a first message, then updates it', () => {
    const { conversations, changes } = setup();
    const first = incomingMessage({ channel: shop });
    conversations.applyMessage(first);
    const second = incomingMessage({ channel: shop });
    conversations.applyMessage(second);
    expect(changes).toEqual([
      ['merchant-9', ConversationAction.add],
      ['merchant-9', ConversationAction.update],
    ]);
    const conversation = conversations.find(shop);
    expect(conversation?.lastMessage).toBe(second);
    expect(conversation?.timestamp).toBe(second.timestamp);
    expect(conversation?.unread).toBe(2);
  });

  it('moves the conversation with the newest message to the top', () => {
    const { conversations } = setup();
    conversations.applyMessage(incomingMessage({ channel: shop }));
    conversations.applyMessage(incomingMessage({ channel: other }));
    expect(conversations.list().map((c) => c.channel.channelID)).toEqual([
      'merchant-7',
      'merchant-9',
    ]);
    conversations.applyMessage(incomingMessage({ channel: shop }));
    expect(conversations.list().map((c) => c.channel.channelID)).toEqual([
      'merchant-9',
      'merchant-7',
    ]);
  });

  it('counts unread only for reddot messages from someone else in a conversation not open', () => {
    const { conversations } = setup();
    conversations.applyMessage(incomingMessage({ channel: shop }));
    conversations.applyMessage(incomingMessage({ channel: shop, fromUID: ME, isSentByMe: true }));
    conversations.applyMessage(
      incomingMessage({
        channel: shop,
        header: { reddot: false, dup: false, noPersist: false, syncOnce: false },
      }),
    );
    expect(conversations.find(shop)?.unread).toBe(1);
    conversations.openChannel = shop;
    conversations.applyMessage(incomingMessage({ channel: shop }));
    expect(conversations.find(shop)?.unread).toBe(1);
    conversations.applyMessage(incomingMessage({ channel: other }));
    expect(conversations.find(other)?.unread).toBe(1);
    expect(conversations.totalUnread()).toBe(2);
  });

  it('leaves conversations alone for content types registered as no-update', () => {
    const { conversations, changes } = setup();
    conversations.registerNoUpdateContentType(1010);
    conversations.registerNoUpdateContentType(5001);
    const system = { kind: 'system', contentType: 1010, content: 'typing', extra: [] } as const;
    conversations.applyMessage(incomingMessage({ channel: shop, content: system }));
    const custom = { kind: 'unknown', contentType: 0, realContentType: 5001 } as const;
    conversations.applyMessage(incomingMessage({ channel: shop, content: custom }));
    expect(conversations.list()).toHaveLength(0);
    expect(changes).toHaveLength(0);
    conversations.applyMessage(incomingMessage({ channel: shop }));
    expect(conversations.list()).toHaveLength(1);
  });

  it('removes a conversation and says so', () => {
    const { conversations, changes } = setup();
    conversations.applyMessage(incomingMessage({ channel: shop }));
    conversations.remove(shop);
    expect(conversations.find(shop)).toBeUndefined();
    expect(changes.at(-1)).toEqual(['merchant-9', ConversationAction.remove]);
  });

  it('syncs the list and then extras newer than the highest known version', async () => {
    const asked: number[] = [];
    const synced = emptyConversation(shop, 10);
    synced.remoteExtra.version = 4;
    const conversations = new Conversations(
      {
        syncConversations: async () => [emptyConversation(other, 5), synced],
        syncConversationExtras: async (maxVersion) => {
          asked.push(maxVersion);
          return [{ channel: shop, browseTo: 3, version: 6 }];
        },
      },
      silentLogger,
    );
    const list = await conversations.sync();
    expect(list.map((c) => c.channel.channelID)).toEqual(['merchant-9', 'merchant-7']);
    await conversations.syncExtras();
    await conversations.syncExtras();
    expect(asked).toEqual([4, 6]);
    expect(conversations.find(shop)?.remoteExtra.browseTo).toBe(3);
  });

  it('refuses to sync without the provider', async () => {
    const { conversations } = setup();
    await expect(conversations.sync()).rejects.toThrow(/syncConversations/);
  });
});

describe('logical unread', () => {
  function conversationWith(unread: number, lastSeq: number | undefined, browseTo: number) {
    const c: Conversation = emptyConversation(shop, 0);
    c.unread = unread;
    c.lastMessage = lastSeq === undefined ? undefined : incomingMessage({ messageSeq: lastSeq });
    c.remoteExtra.browseTo = browseTo;
    return c;
  }

  it('is the distance from browseTo to the last message when browseTo is set', () => {
    expect(logicalUnread(conversationWith(9, 20, 15))).toBe(5);
    expect(logicalUnread(conversationWith(9, 20, 20))).toBe(0);
  });

  it('falls back to the counted unread otherwise', () => {
    expect(logicalUnread(conversationWith(9, 20, 0))).toBe(9);
    expect(logicalUnread(conversationWith(9, 20, 21))).toBe(9);
    expect(logicalUnread(conversationWith(9, undefined, 3))).toBe(9);
  });
});
