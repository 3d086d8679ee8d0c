import type { Channel } from '@storefront/protocol/client/channel';
import { paths } from '@/routing/paths';

/** Channel type of customer-service rooms (the protocol's default). */
export const SERVICE_CHANNEL_TYPE = 7;
export const PLATFORM_CHANNEL_ID = 'cs_platform';

/** A shop's customer service (`cs_<merId>`); the platform's without a shop. */
export function serviceChannel(merId: string | undefined): Channel {
  const id = merId && /^\d+$/.test(merId) ? `cs_${merId}` : PLATFORM_CHANNEL_ID;
  return { channelID: id, channelType: SERVICE_CHANNEL_TYPE };
}

/** The shop id of a shop's service channel, undefined for the platform's and other channels. */
export function merchantOf(channel: Channel): string | undefined {
  return /^cs_(\d+)$/.exec(channel.channelID)?.[1];
}

/** Where a conversation of the list opens. */
export function conversationPath(channel: Channel): string {
  const merId = merchantOf(channel);
  return merId ? paths.chatRoomDetail(merId) : paths.service();
}
