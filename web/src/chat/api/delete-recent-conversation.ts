import { api } from '@/api/api';

/** POST /api/chat/deleteRecentConversation: hidden until a new message brings it back. */
export async function deleteRecentConversation(channelID: string, channelType: number) {
  await api.post('/api/chat/deleteRecentConversation', {
    body: { channel_id: channelID, channel_type: channelType },
  });
}
