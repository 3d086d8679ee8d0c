import { api, type Schema } from '@/api/api';

export type ChannelMessages = Schema<'ChannelMessages'>;
export type ChannelMessageRequest = Schema<'ChannelMessageRequest'>;

/** POST /api/chat/getChannelMessage: a page of a channel's history. */
export function getChannelMessage(request: ChannelMessageRequest): Promise<ChannelMessages> {
  return api.post('/api/chat/getChannelMessage', { body: request, toast: false });
}
