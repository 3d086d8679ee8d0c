import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatAccount } from '@/chat/api/chat-login';
import { getRecentConversation } from '@/chat/api/get-recent-conversation';
import { conversationsOfSync } from '@/chat/conversation-view';
import { chatKeys } from '@/api/query-keys';

/**
 * The conversation list read over HTTP while the chat is not yet connected, beside the chat
 * account, whose uid tells the shopper's own messages: the server renders /chatRoom with it (the
 * route's server loader asks for it), and the screen shows it until the chat's own list arrives,
 * synced once the socket is connected, which replaces this one whole.
 */
export const conversationsBeforeConnectQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.listBeforeConnect(),
    queryFn: async () => {
      const [account, sync] = await Promise.all([chatAccount(), getRecentConversation()]);
      if (!account) throw new Error('chat login refused');
      return {
        conversations: conversationsOfSync(sync, account.uid),
        unreadTotal: sync.unread_total,
      };
    },
    staleTime: Infinity,
    retry: false,
  });

/** The list above, while `enabled` (the chat's own list is not there yet); not kept after. */
export function useConversationsBeforeConnect(enabled: boolean) {
  return useQuery({ ...conversationsBeforeConnectQueryOptions(), enabled, gcTime: 0 });
}
