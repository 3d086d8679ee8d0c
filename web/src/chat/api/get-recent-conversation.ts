import { api, type Schema } from '@/api/api';

const RECENT_MESSAGES = 5;

export type ConversationSync = Schema<'ConversationSync'>;

/**
 * GET /api/chat/getRecentConversation with each conversation's last messages: several, so the
 * preview can skip those the shopper may not see.
 */
export function getRecentConversation(): Promise<ConversationSync> {
  return api.get('/api/chat/getRecentConversation', {
    query: { version: 0, msg_count: RECENT_MESSAGES },
    toast: false,
  });
}
