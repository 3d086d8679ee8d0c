import { api, type Schema } from '@/api/api';

const RECENT_MESSAGES = 5;

export type ConversationSync = Schema<'ConversationSync'>;

/**
 * GET /api/chat/getRecentConversation with each conversation's last messages: several, so the
 * preview can skip those the shopper may not see. `fresh`: an answer from after this call began,
 * never one the landing started early (the chat's sync once its socket is connected).
 */
export function getRecentConversation({ fresh = false } = {}): Promise<ConversationSync> {
  return api.get('/api/chat/getRecentConversation', {
    query: { version: 0, msg_count: RECENT_MESSAGES },
    toast: false,
    fresh,
  });
}
