// Builders for tests: a plausible message with only what a test cares about overridden.
import { ContentType } from '../content/content-type';
import type { TextContent } from '../content/message-content';
import { SendStatus } from '../wire/send-status';
import { StreamFlag } from '../wire/stream-flag';
import type { Channel } from './channel';
import { channelOf } from './channel';
import type { ChatMessage } from './message';
import { emptyRemoteExtra } from './message';

export const ME = 'shopper-1';

let seq = 0;

export function textContent(text: string): TextContent {
  return { kind: 'text', contentType: ContentType.text, text };
}

export function incomingMessage(
  overrides: Partial<ChatMessage> & { channel?: Channel } = {},
): ChatMessage {
  seq += 1;
  const fromUID = overrides.fromUID ?? 'merchant-9';
  return {
    messageID: String(1000 + seq),
    messageSeq: seq,
    clientMsgNo: `cmn-${seq}`,
    clientSeq: 0,
    streamNo: '',
    streamId: '',
    streamFlag: StreamFlag.START,
    fromUID,
    channel: channelOf('merchant-9', 1),
    timestamp: 1_700_000_000 + seq,
    content: textContent('hello'),
    status: SendStatus.Normal,
    header: { reddot: true, dup: false, noPersist: false, syncOnce: false },
    setting: { receiptEnabled: false, topic: false, streamOn: false },
    remoteExtra: emptyRemoteExtra(),
    voicePlaying: false,
    voiceRead: false,
    isDeleted: false,
    isSentByMe: fromUID === ME,
    ...overrides,
  };
}
