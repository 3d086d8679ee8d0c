import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeChatServer } from '@storefront/protocol/client/fake-chat-server';
import { silentLogger } from '@storefront/protocol/client/log';
import { portableCrypto } from '@storefront/protocol/crypto/portable-crypto';
import { ChatContext, type ChatConnectionStore } from '@/chat/chat-hooks';
import type { ChatConnection } from '@/chat/chat-connection';
import { ChatRuntime } from '@/chat/chat-runtime';
import { session } from '@/session/session-store';
import { fakeApi, ok } from '@/testing/fake-api';
import { storedText } from '@/testing/stored-chat-message';
import { renderRoutes } from '@/testing/render-routes';
import ChatRoomScreen from './chat-room-screen';

const startChatNow = vi.hoisted(() => vi.fn());
vi.mock('@/chat/chat-start', () => ({ startChatNow }));

const ME = 'u1';

const SHOP = { channelID: 'cs_3', channelType: 7 };
const stored = (seq: number, from: string, text: string) => storedText(SHOP, seq, from, text);

/** The list as the server has it: its newest message is `last`. */
function listWith(last: ReturnType<typeof stored>, unread: number) {
  return {
    conversations: [
      {
        channel_id: SHOP.channelID,
        channel_type: SHOP.channelType,
        unread,
        timestamp: last.timestamp,
        last_msg_seq: last.message_seq,
        last_client_msg_no: last.client_msg_no,
        offset_msg_seq: 0,
        version: last.message_seq,
        recents: [last],
      },
    ],
    unread_total: unread,
  };
}

/** The chat's state as the app's connection would publish it. */
function chatStore() {
  let state: ChatConnection = { phase: 'starting' };
  const listeners = new Set<() => void>();
  const store: ChatConnectionStore = {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    store,
    set(next: ChatConnection) {
      state = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

let serverList: ReturnType<typeof listWith>;
let runtime: ChatRuntime | undefined;

beforeEach(() => {
  session.signIn('t-1');
  startChatNow.mockClear();
});

afterEach(() => {
  runtime?.dispose();
  runtime = undefined;
});

function serve() {
  return fakeApi(({ path }) => {
    if (path === '/api/chat/login') return ok({ status: 200, uid: ME });
    if (path === '/api/chat/getRecentConversation') return ok(serverList);
    if (path === '/api/chat/channelInfo')
      return ok({
        channel_id: 'cs_3',
        channel_type: 7,
        title: 'Northwind Outdoors',
        logo: '',
        mer_id: 3,
        online: true,
        last_offline: 0,
      });
    return undefined;
  });
}

function renderList(chat: ChatConnectionStore) {
  renderRoutes(
    [
      {
        path: '/chatRoom/:merId?',
        element: (
          <ChatContext.Provider value={chat}>
            <ChatRoomScreen />
          </ChatContext.Provider>
        ),
      },
    ],
    '/chatRoom',
  );
}

const row = () => screen.getByRole('listitem');
const deleteButton = () => within(row()).getByRole<HTMLButtonElement>('button', { name: /Delete/ });

describe('the conversation list', () => {
  it('shows the list read over HTTP before the chat has connected, then the chat’s own', async () => {
    serverList = listWith(stored(2, 'm3', 'Your kite ships today'), 1);
    const calls = serve();
    const chat = chatStore();
    renderList(chat.store);

    // Before the socket: the server's list of the landing, which cannot delete yet.
    expect(await screen.findByText('Your kite ships today')).toBeTruthy();
    expect(within(row()).getByText('1 unread message')).toBeTruthy();
    expect(deleteButton().disabled).toBe(true);
    // The Message tab's badge says so too.
    await vi.waitFor(() => expect(session.get().unreadChatTotal).toBe(1));
    // The chat starts once that list is on screen.
    await vi.waitFor(() => expect(startChatNow).toHaveBeenCalledTimes(1));

    // A message arrives while the chat connects; the chat's list (synced once connected) has it.
    serverList = listWith(stored(3, ME, 'Thanks, see you'), 0);
    const server = new FakeChatServer();
    runtime = new ChatRuntime(ME, 'chat-token', 'ws://shop.test/ws', {
      crypto: portableCrypto,
      client: { WebSocket: server.WebSocket, logger: silentLogger },
      onUnreadTotal: (total) => session.setUnreadChatTotal(total),
    });
    const running = runtime;
    act(() => {
      running.connect();
      chat.set({ phase: 'running', runtime: running });
    });
    // Still the first look while the socket connects.
    expect(screen.getByText('Your kite ships today')).toBeTruthy();
    await server.handshakeAsync();
    expect(await screen.findByText('You: Thanks, see you')).toBeTruthy();
    expect(screen.queryByText('Your kite ships today')).toBeNull();
    expect(within(row()).queryByText(/unread message/)).toBeNull();
    await vi.waitFor(() => expect(session.get().unreadChatTotal).toBe(0));
    expect(deleteButton().disabled).toBe(false);
    // Asked twice: the first look (the landing's) and the chat's own sync.
    expect(calls.filter((call) => call.path === '/api/chat/getRecentConversation')).toHaveLength(2);
    expect(calls.filter((call) => call.path === '/api/chat/login')).toHaveLength(1);
  });

  it('starts the chat when the first look fails, and shows its place meanwhile', async () => {
    fakeApi(({ path }) => {
      if (path === '/api/chat/login') return ok({ status: 200, uid: ME });
      if (path === '/api/chat/getRecentConversation') return { code: 0, msg: 'busy', data: null };
      return undefined;
    });
    renderList(chatStore().store);
    await vi.waitFor(() => expect(startChatNow).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.queryByText('busy')).toBeNull();
  });
});
