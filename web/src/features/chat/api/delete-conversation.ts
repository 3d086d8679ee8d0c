import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useChatRuntime } from '@/chat/chat-hooks';
import { toast } from '@/ui/toast-store';
import type { Channel } from '@storefront/protocol/client/channel';

/**
 * POST /api/chat/deleteRecentConversation through the runtime, which drops the conversation from
 * the live list (the list is the runtime's, not a query: nothing to invalidate).
 */
export function useDeleteConversation() {
  const runtime = useChatRuntime();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (channel: Channel) => {
      if (!runtime) throw new Error('chat not running');
      await runtime.deleteConversation(channel);
    },
    onSuccess: () => toast.success(t('success.delete')),
  });
}
