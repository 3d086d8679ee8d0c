import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/api';
import type { Channel } from '@storefront/protocol/client/channel';
import { chatKeys } from '@/api/query-keys';

/** GET /api/chat/channelInfo: the shop (or platform) behind a channel: name, logo, presence. */
export function getChannelInfo(channel: Channel, signal?: AbortSignal) {
  return api.get('/api/chat/channelInfo', {
    query: { channel_id: channel.channelID, channel_type: channel.channelType },
    signal,
    toast: false,
  });
}

export const getChannelInfoQueryOptions = (channel: Channel) =>
  queryOptions({
    queryKey: chatKeys.channel(channel.channelID, channel.channelType),
    queryFn: ({ signal }) => getChannelInfo(channel, signal),
    staleTime: 5 * 60_000,
  });

export function useChannelInfo(channel: Channel) {
  return useQuery(getChannelInfoQueryOptions(channel));
}
