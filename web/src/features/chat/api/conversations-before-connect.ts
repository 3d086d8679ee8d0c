import { useQuery } from '@tanstack/react-query';
import { chatAccount } from '@/chat/api/chat-login';
import { getRecentConversation } from '@/chat/api/get-recent-conversation';
import { conversationsOfSync } from '@/chat/conversation-view';
import { chatKeys } from '@/lib/query-keys';

/**
 * The conversation list read over HTTP while the chat is not yet connected: the landing asked for
 * it early (app/landing-calls.ts), beside the chat account, whose uid tells the shopper's own
 * messages. The screen shows it until the chat's own list arrives: that one is synced once the
 * socket is connected and replaces this one whole. Not kept once nobody shows it.
 */
export function useConversationsBeforeConnect(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.listBeforeConnect(),
    queryFn: async () => {
      const [account, sync] = await Promise.all([chatAccount(), getRecentConversation()]);
      if (!account) throw new Error('chat login refused');
      return {
        conversations: conversationsOfSync(sync, account.uid),
        unreadTotal: sync.unread_total,
      };
    },
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
