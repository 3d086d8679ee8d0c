import { api } from '@/api/api';

/** POST /api/chat/setUnread: 0 also moves the server's read position to the last message. */
export async function setUnread(channelID: string, channelType: number, unread: number) {
  await api.post('/api/chat/setUnread', {
    body: { channel_id: channelID, channel_type: channelType, unread },
    toast: false,
  });
}
