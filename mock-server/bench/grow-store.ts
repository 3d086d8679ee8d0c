import { emptyChatState } from '../src/chat/chat-state';
import type { ChatState, StoredConversation, StoredMessage } from '../src/chat/chat-state';
import { seedState } from '../src/store/seed';
import type { Order, State } from '../src/store/state';
import { Store } from '../src/store/store';

// A DATA_DIR as a long-used mock leaves it: the seed plus `orders` orders of the demo shopper and
// `messages` chat messages in person channels of 100 messages each, written as one database file
// (what the growth bench starts the server on).

export interface Growth {
  messages: number;
  orders: number;
}

const PER_CHANNEL = 100;

function grownOrder(state: State, id: number): Order {
  const seeded = state.orders[0]!;
  return { ...structuredClone(seeded), id, sn: `G${String(id).padStart(12, '0')}`, createdAt: id };
}

function grownChat(messages: number): ChatState {
  const chat = emptyChatState();
  const payload = Buffer.from(
    JSON.stringify({ type: 1, content: 'A message of an everyday length, about a parcel.' }),
  ).toString('base64');
  for (let channel = 0; channel * PER_CHANNEL < messages; channel += 1) {
    const [a, b] = [`grown${channel}a`, `grown${channel}b`];
    const key = `p:${a}@${b}`;
    const list: StoredMessage[] = [];
    const count = Math.min(PER_CHANNEL, messages - channel * PER_CHANNEL);
    for (let seq = 1; seq <= count; seq += 1) {
      chat.lastMessageId += 1;
      list.push({
        id: chat.lastMessageId,
        seq,
        clientMsgNo: `grown-${chat.lastMessageId}`,
        clientSeq: seq,
        from: seq % 2 ? a : b,
        setting: 0,
        reddot: true,
        syncOnce: false,
        expire: 0,
        timestamp: 1_790_000_000 + chat.lastMessageId,
        payload,
        readed: false,
        readedAt: 0,
        readedCount: 0,
        extraVersion: 0,
      });
    }
    chat.logs[key] = { key, members: [a, b], messages: list, extraVersion: 0 };
    for (const [member, other] of [
      [a, b],
      [b, a],
    ] as const) {
      chat.lastVersion += 1;
      const conversation: StoredConversation = {
        channelID: other,
        channelType: 1,
        logKey: key,
        unread: 0,
        lastMsgSeq: count,
        lastClientMsgNo: list[count - 1]!.clientMsgNo,
        timestamp: list[count - 1]!.timestamp,
        version: chat.lastVersion,
        browseTo: count,
        extraVersion: 0,
        deleted: false,
      };
      chat.conversations[member] = { [`${other}-1`]: conversation };
    }
  }
  return chat;
}

/** Writes the grown state into `dir` (an empty folder). */
export async function growStore(dir: string, growth: Growth): Promise<void> {
  const store = await Store.open(dir, async () => {
    const state = await seedState();
    const first = (state.seq.order ?? 0) + 1;
    for (let id = first; id < first + growth.orders; id += 1) {
      state.orders.push(grownOrder(state, id));
    }
    state.seq.order = first + growth.orders - 1;
    state.chat = grownChat(growth.messages) as unknown as State['chat'];
    return state;
  });
  await store.close();
}
