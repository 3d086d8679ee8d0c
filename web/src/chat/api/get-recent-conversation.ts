import { api, type Schema } from '@/api/api';

export type ConversationSync = Schema<'ConversationSync'>;

/** GET /api/chat/getRecentConversation with each conversation's last message. */
export function getRecentConversation(): Promise<ConversationSync> {
  return api.get('/api/chat/getRecentConversation', {
    query: { version: 0, msg_count: 1 },
    toast: false,
  });
}
