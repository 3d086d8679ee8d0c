import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatContext, type ChatConnectionStore } from '@/chat/chat-hooks';
import type { ChatConnection } from '@/chat/chat-connection';
import { switchLanguage } from '@/i18n/i18n';
import { session } from '@/session/session-store';
import { fakeApi, ok } from '@/testing/fake-api';
import { storedText } from '@/testing/stored-chat-message';
import { renderRoutes } from '@/testing/render-routes';
import ChatRoomScreen from './chat-room-screen';

const startChatNow = vi.hoisted(() => vi.fn());
vi.mock('@/chat/chat-start', () => ({ startChatNow }));

// The platform's customer service is named in the shopper's language: the chat server names it in
// English ("Platform customer service"), a shop by its own name.

const PLATFORM = { channelID: 'cs_platform', channelType: 7 };

function chatStore(): ChatConnectionStore {
  const state: ChatConnection = { phase: 'starting' };
  return { get: () => state, subscribe: () => () => {} };
}

beforeEach(() => {
  session.signIn('t-1');
});
function serve() {
  const last = storedText(PLATFORM, 1, 'platform', 'สวัสดีค่ะ');
  fakeApi(({ path }) => {
    if (path === '/api/chat/login') return ok({ status: 200, uid: 'u1' });
    if (path === '/api/chat/getRecentConversation')
      return ok({
        conversations: [
          {
            channel_id: PLATFORM.channelID,
            channel_type: PLATFORM.channelType,
            unread: 0,
            timestamp: last.timestamp,
            last_msg_seq: last.message_seq,
            last_client_msg_no: last.client_msg_no,
            offset_msg_seq: 0,
            version: last.message_seq,
            recents: [last],
          },
        ],
        unread_total: 0,
      });
    if (path === '/api/chat/channelInfo')
      return ok({
        channel_id: PLATFORM.channelID,
        channel_type: PLATFORM.channelType,
        title: 'Platform customer service',
        logo: '/uploads/catalog/shop-platform.svg',
        mer_id: null,
        online: true,
        last_offline: 0,
      });
    return undefined;
  });
}

function renderList() {
  renderRoutes(
    [
      {
        path: '/chatRoom/:merId?',
        element: (
          <ChatContext.Provider value={chatStore()}>
            <ChatRoomScreen />
          </ChatContext.Provider>
        ),
      },
    ],
    '/chatRoom',
  );
}

describe('the platform conversation', () => {
  for (const [language, name] of [
    ['tai', 'ฝ่ายบริการลูกค้าของแพลตฟอร์ม'],
    ['zh-CN', '平台客服'],
  ] as const) {
    it(`is named in ${language}, not by the chat server’s English`, async () => {
      await switchLanguage(language, { remember: false });
      serve();
      renderList();
      const row = await screen.findByRole('listitem');
      // The channel's info has come (its logo shows): the name is still the translated one.
      await vi.waitFor(() => expect(row.querySelector('img')).not.toBeNull());
      expect(screen.getByText(name)).toBeTruthy();
      expect(screen.queryByText('Platform customer service')).toBeNull();
    });
  }
});
