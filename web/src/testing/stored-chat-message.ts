import type { Schema } from '@/api/api';
import type { Channel } from '@storefront/protocol/client/channel';
import { encodeContent } from '@storefront/protocol/content/content-codec';

/**
 * Text message `seq` of `channel` from `from`, as the chat's HTTP operations answer it
 * (getChannelMessage, getRecentConversation): message id 5000 + seq, sent at 1,700,000,000 + seq.
 */
export function storedText(
  channel: Channel,
  seq: number,
  from: string,
  text: string,
): Schema<'ChatMessage'> {
  const payload = encodeContent({ kind: 'text', contentType: 1, text });
  return {
    header: { no_persist: 0, red_dot: 1, sync_once: 0 },
    setting: 0,
    message_id: 5000 + seq,
    message_idstr: String(5000 + seq),
    client_msg_no: `c-${seq}`,
    message_seq: seq,
    from_uid: from,
    channel_id: channel.channelID,
    channel_type: channel.channelType,
    expire: 0,
    timestamp: 1_700_000_000 + seq,
    payload: btoa(String.fromCharCode(...payload)),
  };
}
