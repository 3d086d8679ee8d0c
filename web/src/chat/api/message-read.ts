import { api } from '@/api/api';

/** POST /api/chat/messageRead: read receipts for the others' messages of one channel. */
export async function messageRead(channelID: string, channelType: number, messageIDs: string[]) {
  await api.post('/api/chat/messageRead', {
    body: { channel_id: channelID, channel_type: channelType, message_ids: messageIDs },
    toast: false,
  });
}
